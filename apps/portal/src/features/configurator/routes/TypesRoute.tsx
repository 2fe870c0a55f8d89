import {
  effectiveTaxSettings,
  firstCategoryId,
  languageOfLocale,
  newsQueryOptions,
  settingsQueryOptions,
  validStoredCategory,
} from '@lease/api';
import { NewsList, PRIORITY_CARD_COUNT, VehicleCard, VehicleGrid } from '@lease/ui';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { data, useParams } from 'react-router-dom';
import { paths } from '#src/config/paths.ts';
import { useFollowInApp } from '#src/hooks/useFollowInApp.ts';
import { useRouteClient } from '#src/hooks/useRouteClient.ts';
import { useRouteLocale } from '#src/hooks/useRouteLocale.ts';
import { useStoredChoice } from '#src/hooks/useStoredChoice.ts';
import { useTaxSettings } from '#src/hooks/useTaxSettings.ts';
import { routeLanguage } from '#src/i18n/routeLanguage.ts';
import { usePortalMessage } from '#src/i18n/usePortalMessage.ts';
import { sessionFacts } from '#src/lib/activeSession.ts';
import { appDepsOf, useGateway, type RouteLoaderArgs } from '#src/lib/appDeps.tsx';
import { loadPricingBasis } from '#src/lib/loadPricingBasis.ts';
import type { RouteHandle } from '#src/lib/routeHandle.ts';
import { formatTypeParam, parseIdParam } from '#src/lib/typeParam.ts';
import { ModelReviewsLink } from '../components/ModelReviewsLink.tsx';
import { modelTypesQueryOptions } from '../modelTypesQuery.ts';

export const handle = {
  titleId: 'types.title',
  // The cart beside the results.
  sidebar: { panel: 'cart', open: true },
} satisfies RouteHandle;

/** A model id that is no id, or a model the search does not know, is the route's 404. */
export async function loader({ context, params }: RouteLoaderArgs) {
  const modelId = parseIdParam(params.model);
  if (modelId === null) throw data(null, { status: 404 });
  const deps = appDepsOf(context);
  const { queryClient, gateway, sessionStore, choices } = deps;
  const mobilityProductId = choices.mobilityProduct.read();
  const [settings, profile] = await loadPricingBasis(deps);
  const tax = effectiveTaxSettings({
    settings,
    profile,
    supervisor: sessionFacts(sessionStore.read())?.supervisor ?? false,
    stored: choices.taxSettings.read(),
  });
  const categoryId =
    validStoredCategory(choices.category.read(), settings) ?? firstCategoryId(settings);
  const result = await queryClient.ensureQueryData(
    modelTypesQueryOptions(gateway, { modelId, categoryId, tax, mobilityProductId }),
  );
  if (!result.Modellen.some((model) => model.nModelID === modelId)) {
    throw data(null, { status: 404 });
  }
  const taalcode = routeLanguage(params.lang);
  void queryClient.prefetchQuery(newsQueryOptions(gateway, { taalcode, nModelID: modelId }));
  return null;
}

/** `/{lang}/{lease}/calculator/{model}/types`: the model's types, each leading to its configurator. */
export function Component() {
  const gateway = useGateway();
  const locale = useRouteLocale();
  const followInApp = useFollowInApp();
  const { client } = useRouteClient();
  const message = usePortalMessage();
  const modelId = parseIdParam(useParams().model) ?? 0;
  const mobilityProductId = useStoredChoice('mobilityProduct');
  const { data: settings } = useSuspenseQuery(settingsQueryOptions(gateway, mobilityProductId));
  const tax = useTaxSettings(mobilityProductId);
  const stored = useStoredChoice('category');
  const categoryId = validStoredCategory(stored, settings) ?? firstCategoryId(settings);
  const result = useQuery({
    ...modelTypesQueryOptions(gateway, {
      modelId,
      categoryId,
      tax: tax ?? { nBelastingPercentage: 0, bAlleenZakelijk: false },
      mobilityProductId,
    }),
    enabled: tax !== undefined,
  });
  const news = useQuery(
    newsQueryOptions(gateway, { taalcode: languageOfLocale(locale), nModelID: modelId }),
  );
  const model = result.data?.Modellen.find((entry) => entry.nModelID === modelId);
  const name = model ? `${model.cMerk} ${model.cModel}` : '';
  const show = settings.ZoekpaginaSettings;
  return (
    <Stack spacing={4}>
      <Stack spacing={1}>
        <Typography component="h1" variant="h2">
          {name}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {message('types.intro', { count: model?.Types.length ?? 0 })}
        </Typography>
        <ModelReviewsLink modelId={modelId} enabled={settings.IsAutoReviewEnabled} />
      </Stack>
      <VehicleGrid view="list" loading={result.isPending}>
        {(model?.Types ?? []).map((type, index) => (
          <VehicleCard
            onNavigate={followInApp}
            key={type.nTypeIDHist}
            vehicle={{ ...type, cMerk: model?.cMerk ?? '', cModel: model?.cModel ?? '' }}
            variant="list"
            showLeasePrice={show?.bShowLeaseprijs ?? true}
            showOwnContribution={show?.bShowEigenbijdrage ?? true}
            showNetCost={show?.bShowNettoKosten ?? false}
            href={paths.configurator.getHref(
              locale,
              client,
              modelId,
              formatTypeParam(type.nTypeIDHist),
            )}
            headingLevel="h2"
            priority={index < PRIORITY_CARD_COUNT}
          />
        ))}
      </VehicleGrid>
      {(news.data?.AutoNieuws.length ?? 0) > 0 ? (
        <Stack component="section" aria-labelledby="types-news" spacing={2}>
          <Typography id="types-news" component="h2" variant="h5">
            {message('types.news', { name })}
          </Typography>
          <NewsList items={news.data?.AutoNieuws ?? []} headingLevel={3} />
        </Stack>
      ) : null}
    </Stack>
  );
}
