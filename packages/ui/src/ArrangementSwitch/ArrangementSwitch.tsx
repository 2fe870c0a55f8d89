import type { MouseEvent } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
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
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(1),
  minWidth: 0,
  // On a phone the name goes above the button rather than out of the header's side.
  '& .current': { overflowWrap: 'anywhere' },
}));

/**
 * For a person with several arrangements (the multi-schema flag of the session, spec point 3):
 * the arrangement they act under now, and the way back to the choose page to take another. For
 * the header's second row (`DefaultLayout`'s `headerOptions`): the first row is full with the
 * places to go, the language and log out.
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
        size="small"
        href={href}
        onClick={onNavigate}
        startIcon={<SwapIcon aria-hidden />}
      >
        {t('arrangement.switch')}
      </Button>
    </Root>
  );
}
