import type { MouseEvent } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { visuallyHidden } from '../a11y/visuallyHidden.ts';
import { SwapIcon } from '../icons/SwapIcon.tsx';
import { useUiText } from '../i18n/useUiText.ts';

export interface ArrangementSwitchProps {
  /** The arrangement the person acts under now (a scheme's or container's name), when known. */
  current: string | null;
  /** The choose page's URL (the portal owns routing). */
  href: string;
  /**
   * Called as the link is followed: `preventDefault()` the event to navigate with the portal's
   * router. Without it the link is a plain link.
   */
  onNavigate?(event: MouseEvent): void;
}

const Root = styled('div', { name: 'LeaseArrangementSwitch', slot: 'Root' })(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  minWidth: 0,
  // Where the header is narrow, the arrangement's name makes room for the places to go.
  '& .current': { display: 'none', maxWidth: 240, overflowWrap: 'anywhere' },
  [theme.breakpoints.up('lg')]: { '& .current': { display: 'block' } },
  // On a phone the button is its icon; its name stays for assistive technology.
  [theme.breakpoints.down('sm')]: {
    '& .label': visuallyHidden,
    '& .MuiButton-startIcon': { margin: 0 },
  },
}));

/**
 * For a person with several arrangements (the multi-schema flag of the session, spec point 3):
 * the arrangement they act under now, and the way back to the choose page to take another. For
 * the app bar (`DefaultLayout`'s `actions`).
 */
export function ArrangementSwitch({ current, href, onNavigate }: ArrangementSwitchProps) {
  const t = useUiText();
  return (
    <Root>
      {current ? (
        <Typography className="current" variant="body2">
          {t('arrangement.current', { name: current })}
        </Typography>
      ) : null}
      <Button
        color="inherit"
        variant="outlined"
        href={href}
        onClick={onNavigate}
        startIcon={<SwapIcon aria-hidden />}
        sx={{ whiteSpace: 'nowrap', minWidth: 40 }}
      >
        <span className="label">{t('arrangement.switch')}</span>
      </Button>
    </Root>
  );
}
