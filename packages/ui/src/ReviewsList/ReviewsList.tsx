import { useIntl } from 'react-intl';
import { Alert, Button, Card, CardContent, Link, Skeleton, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import type { Review } from '@lease/api';
import { useUiText } from '../i18n/useUiText.ts';
import { themeStyles } from '../styles/themeStyles.ts';
import { safeAssetUrl } from '../theme/safeAssetUrl.ts';

export interface ReviewsListProps {
  /** `GET /api-news/autotests`: reviews in plain text (never HTML); shown newest first. */
  reviews: readonly Review[];
  /** Loading: skeletons in place of the reviews. */
  loading?: boolean;
  /** Loading failed, in the interface language. */
  errorMessage?: string | null;
  /** Loads the reviews again; shown as a button beside `errorMessage`. */
  onRetry?: () => void;
  /** The heading level of each review's title. */
  headingLevel?: 2 | 3 | 4;
  /** Dates are shown in this time zone. */
  timeZone?: string;
}

const ReviewsListRoot = styled('div', { name: 'LeaseReviewsList', slot: 'Root' })(
  themeStyles((theme) => ({
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(2),
    '& .LeaseReviewsList-meta': {
      display: 'flex',
      flexWrap: 'wrap',
      columnGap: theme.spacing(2),
      ...theme.typography.body2,
      color: theme.palette.text.secondary,
    },
    '& .LeaseReviewsList-wrap': { overflowWrap: 'anywhere' },
  })),
);

const time = (value: string | null | undefined) => (value ? Date.parse(value) : Number.NaN);

// Newest first; reviews without a (valid) date go last, in the server's order.
function newestFirst(reviews: readonly Review[]): Review[] {
  const key = (review: Review) => time(review.dDatum) || Number.NEGATIVE_INFINITY;
  return [...reviews].sort((a, b) => key(b) - key(a));
}

// `safeAssetUrl` passes same-origin paths and https URLs only; only the latter leave the portal.
const isExternal = (url: string) => /^https:/i.test(url);

/**
 * Car reviews as articles: title, source and date, the score as text, a summary and a link to
 * the full review when its URL is safe.
 */
export function ReviewsList({
  reviews,
  loading = false,
  errorMessage,
  onRetry,
  headingLevel = 3,
  timeZone = 'Europe/Amsterdam',
}: ReviewsListProps) {
  const t = useUiText();
  const intl = useIntl();
  if (errorMessage) {
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          onRetry ? (
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('reviews.retry')}
            </Button>
          ) : undefined
        }
      >
        {errorMessage}
      </Alert>
    );
  }
  if (loading) {
    return (
      <ReviewsListRoot aria-busy="true">
        <Typography role="status" variant="body2">
          {t('reviews.loading')}
        </Typography>
        {[0, 1].map((index) => (
          <Skeleton key={index} variant="rounded" height={140} />
        ))}
      </ReviewsListRoot>
    );
  }
  if (reviews.length === 0) return <Typography>{t('reviews.empty')}</Typography>;
  return (
    <ReviewsListRoot>
      {newestFirst(reviews).map((review, index) => {
        const link = safeAssetUrl(review.cURL);
        const date = review.dDatum && !Number.isNaN(time(review.dDatum)) ? review.dDatum : null;
        const source = review.cBron?.trim();
        return (
          <Card key={`${review.nModelID}-${index}`} component="article">
            <CardContent>
              <Typography
                component={`h${headingLevel}`}
                variant="h6"
                className="LeaseReviewsList-wrap"
              >
                {review.cTitel}
              </Typography>
              {source || date ? (
                <div className="LeaseReviewsList-meta">
                  {source ? <span className="LeaseReviewsList-wrap">{source}</span> : null}
                  {date ? (
                    <time dateTime={date}>
                      {intl.formatDate(date, { dateStyle: 'long', timeZone })}
                    </time>
                  ) : null}
                </div>
              ) : null}
              {review.nScore != null ? (
                <Typography sx={{ fontWeight: 500, mt: 1 }}>
                  {t('reviews.score', {
                    score: intl.formatNumber(review.nScore, { maximumFractionDigits: 1 }),
                  })}
                </Typography>
              ) : null}
              {review.cSamenvatting ? (
                <Typography
                  className="LeaseReviewsList-wrap"
                  sx={{ whiteSpace: 'pre-line', mt: 1 }}
                >
                  {review.cSamenvatting}
                </Typography>
              ) : null}
              {link ? (
                <Link href={link} sx={{ display: 'inline-block', mt: 1 }}>
                  {t(isExternal(link) ? 'reviews.readFullExternal' : 'reviews.readFull', {
                    title: review.cTitel,
                  })}
                </Link>
              ) : null}
            </CardContent>
          </Card>
        );
      })}
    </ReviewsListRoot>
  );
}
