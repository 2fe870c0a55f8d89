import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { QuoteSummary } from '@lease/api';
import { useUiText } from '../i18n/useUiText.ts';
import { usePriceText } from '../Price/Price.tsx';

export interface QuoteListProps {
  quotes: readonly QuoteSummary[];
  /** The page of one quote. */
  hrefOf(quote: QuoteSummary): string;
  /** Renders a link through the portal's router; a plain `<a>` by default. */
  renderLink?(href: string, children: ReactNode): ReactNode;
  /** The level of each quote's heading. */
  headingLevel?: 2 | 3;
}

/** The driver's quotes, newest first: each with its car, its number and until when it holds. */
export function QuoteList({ quotes, hrefOf, renderLink, headingLevel = 3 }: QuoteListProps) {
  const t = useUiText();
  const intl = useIntl();
  const price = usePriceText();
  if (quotes.length === 0) {
    return <Typography>{t('quote.list.empty')}</Typography>;
  }
  // `dGeldigTot` is a calendar day: read in UTC it is that day everywhere.
  const day = (value: string) => intl.formatDate(value, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {quotes.map((quote) => {
        const href = hrefOf(quote);
        const title = t('quote.title', { number: quote.cOffertenummer });
        return (
          <Paper component="li" variant="outlined" key={quote.nOfferteID} sx={{ p: 2 }}>
            <Stack
              direction="row"
              useFlexGap
              sx={{ flexWrap: 'wrap', gap: 1, columnGap: 2, justifyContent: 'space-between' }}
            >
              <Stack spacing={0.5} sx={{ flex: '1 1 16rem', minWidth: 0 }}>
                <Typography
                  component={`h${headingLevel}`}
                  variant="h6"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {renderLink ? (
                    renderLink(href, quote.cVoertuig)
                  ) : (
                    <Link href={href}>{quote.cVoertuig}</Link>
                  )}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {title}
                  {' · '}
                  <time dateTime={quote.dGeldigTot}>
                    {t(quote.bVerlopen ? 'quote.list.expired' : 'quote.list.valid', {
                      date: day(quote.dGeldigTot),
                    })}
                  </time>
                </Typography>
              </Stack>
              <Typography sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
                {price(quote.nLeaseprijs, 'month')}
              </Typography>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
