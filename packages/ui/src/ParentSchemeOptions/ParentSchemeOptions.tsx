import { memo, useId } from 'react';
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

// One styled list, with plain elements inside: a styled part or an `sx` in each
// row would serialise its styles again for every row on every render of the configurator. The
// texts are what Typography body2 draws.
const List = styled('ul', { name: 'LeaseParentSchemeOptions', slot: 'List' })(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '& > li': {
    display: 'grid',
    gridTemplateColumns: '58px 1fr auto',
    alignItems: 'center',
    columnGap: theme.spacing(1),
    padding: theme.spacing(0.5, 1),
    borderBottom: `1px solid ${theme.palette.divider}`,
    '& label': { cursor: 'pointer', overflowWrap: 'anywhere' },
  },
  '& .LeaseParentSchemeOptions-locked': {
    display: 'inline-flex',
    justifyContent: 'center',
    color: theme.palette.success.main,
    fontWeight: 700,
  },
  '& .LeaseParentSchemeOptions-small': { margin: 0, ...theme.typography.body2 },
  '& .LeaseParentSchemeOptions-note': { display: 'block', color: theme.palette.text.secondary },
  '& .LeaseParentSchemeOptions-price': { textAlign: 'right', whiteSpace: 'nowrap' },
}));

/** The components in the scheme's own order (`nVolgNummer`), stable for equal numbers. */
export function sortParentSchemeOptions(options: readonly MantelOption[]): MantelOption[] {
  return [...options].sort((a, b) => a.nVolgNummer - b.nVolgNummer);
}

/**
 * The parent scheme's components (spec point 3, `MantelOpties`): each with its name and price.
 * A component the scheme lets the driver drop (`bUitzetbaar`) is a switch; any other is locked
 * and announced as included by the scheme (text, not a disabled control). Memoised: the
 * configurator renders again on every answer, and these change only with the scheme's choices.
 */
export const ParentSchemeOptions = memo(function ParentSchemeOptions({
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
      <List>
        {sortParentSchemeOptions(options).map((option) => {
          const key = `${id}-${option.nComponentNr}`;
          const price =
            typeof option.nPrijs === 'number' && option.nPrijs !== 0
              ? t('parentScheme.price', { price: formatPrice(option.nPrijs) })
              : null;
          return (
            <li key={option.nComponentNr}>
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
                <span aria-hidden className="LeaseParentSchemeOptions-locked">
                  ✓
                </span>
              )}
              <span>
                {option.bUitzetbaar ? (
                  <label htmlFor={key}>{option.cOmschrijving}</label>
                ) : (
                  <span style={{ overflowWrap: 'anywhere' }}>{option.cOmschrijving}</span>
                )}
                {option.bUitzetbaar ? null : (
                  <span className="LeaseParentSchemeOptions-small LeaseParentSchemeOptions-note">
                    {t('parentScheme.included')}
                  </span>
                )}
              </span>
              <span
                id={`${key}-price`}
                className="LeaseParentSchemeOptions-small LeaseParentSchemeOptions-price"
              >
                {price}
              </span>
            </li>
          );
        })}
      </List>
    </section>
  );
});
