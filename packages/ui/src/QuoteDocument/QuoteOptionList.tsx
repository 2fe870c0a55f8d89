import { useId } from 'react';
import { styled } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Quote } from '@lease/api';
import { useUiText } from '../i18n/useUiText.ts';
import { formatPrice } from '../Price/formatPrice.ts';

export interface QuoteOptionListProps {
  quote: Pick<Quote, 'Opties' | 'EigenOpties' | 'MantelOpties'>;
  /** The level of the lists' headings. */
  headingLevel?: 2 | 3;
}

const List = styled('ul', { name: 'LeaseQuoteOptionList', slot: 'List' })(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '& > li': {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: theme.spacing(2),
    padding: theme.spacing(0.75, 0),
    borderBottom: `1px solid ${theme.palette.divider}`,
    breakInside: 'avoid',
  },
  '& .LeaseQuoteOptionList-name': { flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' },
  '& .LeaseQuoteOptionList-price': {
    marginInlineStart: 'auto',
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  },
}));

/**
 * Everything chosen with the car on a quote: the catalogue's options with their prices, the
 * driver's own options, and what the scheme includes.
 */
export function QuoteOptionList({ quote, headingLevel = 2 }: QuoteOptionListProps) {
  const t = useUiText();
  const id = useId();
  const heading = (key: string, text: string) => (
    <Typography id={`${id}-${key}`} component={`h${headingLevel}`} variant="h6" sx={{ mb: 0.5 }}>
      {text}
    </Typography>
  );
  const priced = (rows: readonly { cOmschrijving: string; nPrijs?: number | null }[]) => (
    <List>
      {rows.map((row, index) => (
        <li key={`${index}-${row.cOmschrijving}`}>
          <span className="LeaseQuoteOptionList-name">{row.cOmschrijving}</span>
          {row.nPrijs != null ? (
            <span className="LeaseQuoteOptionList-price">{formatPrice(row.nPrijs)}</span>
          ) : null}
        </li>
      ))}
    </List>
  );
  return (
    <Stack spacing={2.5}>
      <section aria-labelledby={`${id}-options`}>
        {heading('options', t('quote.options.heading'))}
        {quote.Opties.length > 0 ? (
          priced(quote.Opties)
        ) : (
          <Typography variant="body2">{t('quote.options.none')}</Typography>
        )}
      </section>
      {quote.EigenOpties.length > 0 ? (
        <section aria-labelledby={`${id}-own`}>
          {heading('own', t('quote.ownOptions.heading'))}
          {priced(quote.EigenOpties)}
        </section>
      ) : null}
      {quote.MantelOpties.length > 0 ? (
        <section aria-labelledby={`${id}-scheme`}>
          {heading('scheme', t('quote.schemeOptions.heading'))}
          {priced(quote.MantelOpties)}
        </section>
      ) : null}
    </Stack>
  );
}
