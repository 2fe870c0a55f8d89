import { memo } from 'react';
import { Button, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import type { EigenOptie, Option } from '@lease/api';
import { useUiText } from '../i18n/useUiText.ts';
import { formatPrice } from '../Price/formatPrice.ts';
import { optionPriceText } from '../Price/OptionPrice.tsx';
import { optionKey } from '../OptionsPanel/optionClusters.ts';

export interface ChosenOptionsProps {
  /** The chosen options after the server's rules (`gekozenOptiesNieuw`). */
  options: readonly Option[];
  /** The driver's own options (free input), listed after the factory options. */
  ownOptions?: readonly EigenOptie[];
  /** The chosen paint (`cGekozenLak`). */
  paint?: string | null;
  /** The chosen upholstery (`cGekozenStoelbekleding`). */
  upholstery?: string | null;
  /** Removes a chosen option; without it the list is read-only. Standard options cannot go. */
  onRemove?(option: Option): void;
  /** The heading level (the page has its own h1). */
  headingLevel?: 2 | 3 | 4;
}

const List = styled('ul', { name: 'LeaseChosenOptions', slot: 'List' })(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '& > li': {
    display: 'grid',
    gridTemplateColumns: '1fr auto auto',
    alignItems: 'center',
    gap: theme.spacing(1),
    padding: theme.spacing(0.75, 0),
    borderBottom: `1px solid ${theme.palette.divider}`,
    overflowWrap: 'anywhere',
  },
}));

/**
 * The options the driver has chosen, with prices and their total, each removable. Memoised: the
 * configurator renders again on every answer, and the choices change only with a new one.
 */
export const ChosenOptions = memo(function ChosenOptions({
  options,
  ownOptions = [],
  paint,
  upholstery,
  onRemove,
  headingLevel = 3,
}: ChosenOptionsProps) {
  const t = useUiText();
  const total =
    options.reduce((sum, option) => sum + (option.nPrijs ?? 0), 0) +
    ownOptions.reduce((sum, option) => sum + (option.nPrijs ?? 0), 0);
  const empty = options.length === 0 && ownOptions.length === 0;
  return (
    <section aria-label={t('chosen.heading')}>
      <Typography component={`h${headingLevel}`} variant="h6" sx={{ mb: 1 }}>
        {t('chosen.heading')}
      </Typography>
      {paint || upholstery ? (
        <Typography variant="body2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {paint ? t('chosen.paint', { paint }) : null}
          {paint && upholstery ? ' · ' : null}
          {upholstery ? t('chosen.upholstery', { upholstery }) : null}
        </Typography>
      ) : null}
      {empty ? (
        <Typography>{t('chosen.empty')}</Typography>
      ) : (
        <List>
          {options.map((option) => (
            <li key={optionKey(option)}>
              <span>{option.cOmschrijving}</span>
              <span style={{ whiteSpace: 'nowrap' }}>{optionPriceText(option.nPrijs, t)}</span>
              {onRemove && !option.bStandaard ? (
                <Button
                  size="small"
                  onClick={() => onRemove(option)}
                  aria-label={t('chosen.remove', { name: option.cOmschrijving })}
                >
                  {t('chosen.removeShort')}
                </Button>
              ) : (
                <span />
              )}
            </li>
          ))}
          {ownOptions.map((option, index) => (
            <li key={`own-${option.nEigenOptieID ?? index}`}>
              <span>
                {option.cOmschrijving}{' '}
                <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('chosen.own')}
                </Typography>
              </span>
              <span style={{ whiteSpace: 'nowrap' }}>{optionPriceText(option.nPrijs, t)}</span>
              <span />
            </li>
          ))}
          <li>
            <strong>{t('chosen.total')}</strong>
            <strong style={{ whiteSpace: 'nowrap' }}>{formatPrice(total)}</strong>
            <span />
          </li>
        </List>
      )}
    </section>
  );
});
