import { mostViewedQueryOptions } from '@lease/api';
import { PRIORITY_CARD_COUNT, VehicleCard, VehicleGrid } from '@lease/ui';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { paths } from '#src/config/paths.ts';
import { useFollowInApp } from '#src/hooks/useFollowInApp.ts';
import { useRouteClient } from '#src/hooks/useRouteClient.ts';
import { useRouteLocale } from '#src/hooks/useRouteLocale.ts';
import { usePortalMessage } from '#src/i18n/usePortalMessage.ts';
import { useGateway } from '#src/lib/appDeps.tsx';

/** How many of the most viewed models the home shows: one row of cards on a desktop. */
const SHOWN = 3;

/**
 * The models other drivers of the scheme look at most, as a way in. Without prices: those
 * depend on the driver's tax settings, which the types page behind each card applies. Nothing
 * shows when there are none or they cannot be loaded (the page has other ways in).
 */
export function MostViewed() {
  const gateway = useGateway();
  const locale = useRouteLocale();
  const followInApp = useFollowInApp();
  const { client } = useRouteClient();
  const message = usePortalMessage();
  const mostViewed = useQuery(mostViewedQueryOptions(gateway));
  const models = (mostViewed.data ?? []).filter((model) => model.Types.length > 0).slice(0, SHOWN);
  if (!mostViewed.isPending && models.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="home-most-viewed" spacing={2}>
      <Typography id="home-most-viewed" component="h2" variant="h5">
        {message('home.mostViewed')}
      </Typography>
      <VehicleGrid loading={mostViewed.isPending} skeletonCount={SHOWN}>
        {models.map((model, index) => {
          const [first] = model.Types;
          if (!first) return null;
          return (
            <VehicleCard
              onNavigate={followInApp}
              key={model.nModelID}
              vehicle={{ ...first, cMerk: model.cMerk, cModel: model.cModel }}
              showLeasePrice={false}
              showOwnContribution={false}
              showNetCost={false}
              href={paths.types.getHref(locale, client, model.nModelID)}
              headingLevel="h3"
              priority={index < PRIORITY_CARD_COUNT}
            />
          );
        })}
      </VehicleGrid>
    </Stack>
  );
}
