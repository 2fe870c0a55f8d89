import { mostViewedQueryOptions, reviewsQueryOptions, settingsQueryOptions } from '@lease/api';
import { ReviewsList } from '@lease/ui';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { data, useSearchParams } from 'react-router-dom';
import { apiErrorMessage } from '#src/i18n/apiErrorMessage.ts';
import { usePortalMessage } from '#src/i18n/usePortalMessage.ts';
import { appDepsOf, useGateway, type RouteLoaderArgs } from '#src/lib/appDeps.tsx';
import type { RouteHandle } from '#src/lib/routeHandle.ts';
import { MAX_REVIEWED_MODELS, reviewedModelIds } from '../reviewedModelIds.ts';

export const handle = { titleId: 'reviews.title' } satisfies RouteHandle;

/** Reviews exist only where the client has them switched on; elsewhere the page is not there. */
export async function loader({ context, request }: RouteLoaderArgs) {
  const { queryClient, gateway, choices } = appDepsOf(context);
  const settings = await queryClient.ensureQueryData(
    settingsQueryOptions(gateway, choices.mobilityProduct.read()),
  );
  if (!settings.IsAutoReviewEnabled) throw data(null, { status: 404 });
  if (reviewedModelIds(new URL(request.url).searchParams).length === 0) {
    await queryClient.ensureQueryData(mostViewedQueryOptions(gateway));
  }
  return null;
}

export { keepDataOnQueryChange as shouldRevalidate } from '#src/lib/keepDataOnQueryChange.ts';

/** `/{lang}/{lease}/reviews`: independent reviews of the cars (`api-news/autotests`). */
export function Component() {
  const gateway = useGateway();
  const message = usePortalMessage();
  const [params] = useSearchParams();
  const asked = reviewedModelIds(params);
  const mostViewed = useQuery({ ...mostViewedQueryOptions(gateway), enabled: asked.length === 0 });
  const modelIds =
    asked.length > 0
      ? asked
      : [...new Set((mostViewed.data ?? []).map((model) => model.nModelID))].slice(
          0,
          MAX_REVIEWED_MODELS,
        );
  const reviews = useQuery(reviewsQueryOptions(gateway, modelIds, true));
  const failure = reviews.error ? apiErrorMessage(reviews.error) : null;
  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h2">
        {message('reviews.title')}
      </Typography>
      <ReviewsList
        reviews={reviews.data ?? []}
        loading={modelIds.length > 0 && reviews.isPending}
        errorMessage={failure ? message(failure.id, failure.values) : null}
        onRetry={() => void reviews.refetch()}
        headingLevel={2}
      />
    </Stack>
  );
}
