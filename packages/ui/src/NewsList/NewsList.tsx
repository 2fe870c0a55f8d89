import { useIntl } from 'react-intl';
import { Card, CardContent, Link, Typography } from '@mui/material';
import type { NewsItem } from '@lease/api';
import { useUiText } from '../i18n/useUiText.ts';
import { LoadingOrError } from '../layout/LoadingOrError.tsx';
import { safeAssetUrl } from '../theme/safeAssetUrl.ts';

export interface NewsListProps {
  /** `GetNieuwsberichten`: `Nieuwsberichten` or `AutoNieuws` (plain text, newest first). */
  items: readonly NewsItem[];
  /** Loading. */
  loading?: boolean;
  /** Loading failed, in the interface language. */
  errorMessage?: string | null;
  /** The heading level of each message. */
  headingLevel?: 2 | 3 | 4;
  /** Dates are shown in this time zone. */
  timeZone?: string;
}

/** News messages as articles: date, title, text, an optional image and link (safe URLs only). */
export function NewsList({
  items,
  loading = false,
  errorMessage,
  headingLevel = 3,
  timeZone = 'Europe/Amsterdam',
}: NewsListProps) {
  const t = useUiText();
  const intl = useIntl();
  if (errorMessage || loading) {
    return (
      <LoadingOrError
        errorMessage={errorMessage}
        loadingText={t('news.loading')}
        placeholders={{ count: 1, height: 120 }}
      />
    );
  }
  if (items.length === 0) return <Typography>{t('news.empty')}</Typography>;
  const time = (value: string | null | undefined) => (value ? Date.parse(value) : Number.NaN);
  const sorted = [...items].sort((a, b) => (time(b.dDatum) || 0) - (time(a.dDatum) || 0));
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      {sorted.map((item) => {
        const image = safeAssetUrl(item.cAfbeeldingURL);
        const link = safeAssetUrl(item.cLinkURL);
        const date = item.dDatum && !Number.isNaN(time(item.dDatum)) ? item.dDatum : null;
        return (
          <Card key={item.nNieuwsID} component="article">
            {image ? (
              <img
                src={image}
                alt=""
                style={{ display: 'block', width: '100%', maxHeight: 200, objectFit: 'cover' }}
              />
            ) : null}
            <CardContent>
              {date ? (
                <Typography
                  component="time"
                  dateTime={date}
                  variant="body2"
                  sx={{ color: 'text.secondary' }}
                >
                  {intl.formatDate(date, { dateStyle: 'long', timeZone })}
                </Typography>
              ) : null}
              <Typography
                component={`h${headingLevel}`}
                variant="h6"
                sx={{ overflowWrap: 'anywhere' }}
              >
                {item.cTitel}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {item.cTekst}
              </Typography>
              {link ? (
                <Link href={link} sx={{ display: 'inline-block', mt: 1 }}>
                  {t('news.readMore', { title: item.cTitel })}
                </Link>
              ) : null}
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}
