import { useId } from 'react';
import { Switch, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import type { MantelOption } from '@lease/api';
import { useUiText } from '../i18n/useUiText.ts';
import { formatPrice } from '../Price/formatPrice.ts';

export interface ParentSchemeOptionsProps {
  /** `MantelOpties` of `GetOpties`: the parent scheme's components, `bChecked` as applied. */
  options: readonly MantelOption[];
  /** The driver switches a component that `bUitzetbaar` allows on or off. */
  onToggle(option: MantelOption, checked: boolean): void;
  /** The heading level (the page has its own h1/h2). */
  headingLevel?: 2 | 3 | 4;
}

const Row = styled('li', { name: 'LeaseParentSchemeOptions', slot: 'Row' })(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '58px 1fr auto',
  alignItems: 'center',
  columnGap: theme.spacing(1),
  padding: theme.spacing(0.5, 1),
  borderBottom: `1px solid ${theme.palette.divider}`,
  '& label': { cursor: 'pointer', overflowWrap: 'anywhere' },
}));

const Locked = styled('span', { name: 'LeaseParentSchemeOptions', slot: 'Locked' })(
  ({ theme }) => ({
    display: 'inline-flex',
    justifyContent: 'center',
    color: theme.palette.success.main,
    fontWeight: 700,
  }),
);

/** The components in the scheme's own order (`nVolgNummer`), stable for equal numbers. */
export function sortParentSchemeOptions(options: readonly MantelOption[]): MantelOption[] {
  return [...options].sort((a, b) => a.nVolgNummer - b.nVolgNummer);
}

/**
 * The parent scheme's components (spec point 3, `MantelOpties`): each with its name and price.
 * A component the scheme lets the driver drop (`bUitzetbaar`) is a switch; any other is locked
 * and announced as included by the scheme (text, not a disabled control).
 */
export function ParentSchemeOptions({
  options,
  onToggle,
  headingLevel = 3,
}: ParentSchemeOptionsProps) {
  const t = useUiText();
  const id = useId();
  if (options.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-heading`}>
      <Typography id={`${id}-heading`} component={`h${headingLevel}`} variant="h6" sx={{ mb: 1 }}>
        {t('parentScheme.heading')}
      </Typography>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {sortParentSchemeOptions(options).map((option) => {
          const key = `${id}-${option.nComponentNr}`;
          const price =
            typeof option.nPrijs === 'number' && option.nPrijs !== 0
              ? t('parentScheme.price', { price: formatPrice(option.nPrijs) })
              : null;
          return (
            <Row key={option.nComponentNr}>
              {option.bUitzetbaar ? (
                <Switch
                  id={key}
                  checked={option.bChecked}
                  onChange={(event) => onToggle(option, event.target.checked)}
                  slotProps={{
                    input: { 'aria-describedby': price ? `${key}-price` : undefined },
                  }}
                />
              ) : (
                <Locked aria-hidden>✓</Locked>
              )}
              <span>
                {option.bUitzetbaar ? (
                  <label htmlFor={key}>{option.cOmschrijving}</label>
                ) : (
                  <span style={{ overflowWrap: 'anywhere' }}>{option.cOmschrijving}</span>
                )}
                {option.bUitzetbaar ? null : (
                  <Typography
                    component="span"
                    variant="body2"
                    sx={{ display: 'block', color: 'text.secondary' }}
                  >
                    {t('parentScheme.included')}
                  </Typography>
                )}
              </span>
              <Typography
                id={`${key}-price`}
                variant="body2"
                component="span"
                sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}
              >
                {price}
              </Typography>
            </Row>
          );
        })}
      </ul>
    </section>
  );
}
