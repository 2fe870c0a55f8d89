import {
  CAR_SORT_OPTIONS,
  carsQueryOptions,
  firstCategoryId,
  mobilityProductsQueryOptions,
  productType,
  settingsQueryOptions,
  validStoredCategory,
  type CarFilter,
} from '@lease/api';
import {
  CategoryChooser,
  CompareWidget,
  PRIORITY_CARD_COUNT,
  ResultsPagination,
  PageSizeSwitch,
  SortMenu,
  VehicleCard,
  VehicleGrid,
  ViewSwitch,
  type FilterPanelValue,
  type VehicleCardVariant,
} from '@lease/ui';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { paths } from '#src/config/paths.ts';
import { useActiveSession } from '#src/hooks/useActiveSession.ts';
import { useFollowInApp } from '#src/hooks/useFollowInApp.ts';
import { useLocalValue } from '#src/hooks/useLocalValue.ts';
import { useRouteClient } from '#src/hooks/useRouteClient.ts';
import { useRouteLocale } from '#src/hooks/useRouteLocale.ts';
import { useSearchParamsAhead } from '#src/hooks/useSearchParamsAhead.ts';
import { useStoredChoice } from '#src/hooks/useStoredChoice.ts';
import { useTaxSettings } from '#src/hooks/useTaxSettings.ts';
import { apiErrorMessage } from '#src/i18n/apiErrorMessage.ts';
import { routeLanguage } from '#src/i18n/routeLanguage.ts';
import { usePortalMessage } from '#src/i18n/usePortalMessage.ts';
import { sessionFacts } from '#src/lib/activeSession.ts';
import {
  appDepsOf,
  useGateway,
  useStoredChoices,
  type RouteLoaderArgs,
} from '#src/lib/appDeps.tsx';
import { carFilterFromSearchParams, searchParamsFromCarFilter } from '#src/lib/carFilterParams.ts';
import { COMPARE_MAX, compareList, toggleCompared } from '#src/lib/compareList.ts';
import { loadPricingBasis } from '#src/lib/loadPricingBasis.ts';
import type { RouteHandle } from '#src/lib/routeHandle.ts';
import { formatTypeParam } from '#src/lib/typeParam.ts';
import { changeOnLatest } from '../changeOnLatest.ts';
import { LazyFilterPanel, preloadFilterPanelOnIntent } from '../components/LazyFilterPanel.tsx';
import { activeFilterCount, CLEARED_PANEL, filterPanelValue } from '../filterPanelValue.ts';
import { MobilityProductChooser } from '../MobilityProductChooser.tsx';

export const handle = {
  titleId: 'search.title',
  // The cart beside the results, hidden at first: the filters and results need the room.
  sidebar: { panel: 'cart', open: false },
} satisfies RouteHandle;

/**
 * The settings (categories, what the list may show) and the profile the prices depend on; for a
 * container driver also the products to choose between, so the chooser is in the page from its
 * first paint instead of pushing the results down once it has loaded.
 */
export async function loader({ context, params }: RouteLoaderArgs) {
  const deps = appDepsOf(context);
  const { queryClient, gateway, sessionStore } = deps;
  const container = sessionFacts(sessionStore.read())?.mobilityContainer ?? false;
  await Promise.all([
    loadPricingBasis(deps),
    container
      ? queryClient.ensureQueryData(
          mobilityProductsQueryOptions(gateway, { taalcode: routeLanguage(params.lang) }),
        )
      : null,
  ]);
  return null;
}

export { keepDataOnQueryChange as shouldRevalidate } from '#src/lib/keepDataOnQueryChange.ts';

/**
 * `/{lang}/{lease}/calculator`: the search (spec points 2, 4, 5). The filters live in the URL's
 * query string, so a search can be reloaded, shared and stepped back through; a plain visit is
 * the default search (spec point 2: entering resets the filters) in the remembered category, or
 * the first one the settings offer.
 */
export function Component() {
  const gateway = useGateway();
  const choices = useStoredChoices();
  const locale = useRouteLocale();
  const followInApp = useFollowInApp();
  const { client, styling } = useRouteClient();
  // A client without comparing (`bVergelijking: false`) offers neither the toggles nor the widget.
  const comparing = styling.bVergelijking !== false;
  const message = usePortalMessage();
  const [params, setParams, latestParams] = useSearchParamsAhead();
  const mobilityProductId = useStoredChoice('mobilityProduct');
  const session = useActiveSession();
  const { data: settings } = useSuspenseQuery(settingsQueryOptions(gateway, mobilityProductId));
  const tax = useTaxSettings(mobilityProductId);
  const stored = useStoredChoice('category');
  const categoryId = validStoredCategory(stored, settings) ?? firstCategoryId(settings);
  const type = productType(settings.DataObject);
  const view: VehicleCardVariant = params.get('view') === 'list' ? 'list' : 'card';
  // `params` stays the same object while the URL's query does; so do the filter's lists, and the
  // memoised filters of the panel keep their props between searches (ADR 0011).
  const fromUrl = useMemo(() => carFilterFromSearchParams(params), [params]);
  /** A filter of the URL with the page's category and tax basis, as it is searched. */
  const searched = (from: CarFilter): CarFilter => ({
    ...from,
    nCategorieID: categoryId,
    nBelastingPercentage: tax?.nBelastingPercentage ?? 0,
    bAlleenZakelijk: tax?.bAlleenZakelijk ?? false,
  });
  const filter = searched(fromUrl);
  const cars = useQuery({
    ...carsQueryOptions(gateway, filter, mobilityProductId),
    enabled: tax !== undefined,
  });
  const compared = useLocalValue(compareList) ?? [];
  const showLeasePrice = settings.ZoekpaginaSettings?.bShowLeaseprijs ?? true;
  const showOwnContribution = settings.ZoekpaginaSettings?.bShowEigenbijdrage ?? true;
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const [filtersOpen, setFiltersOpen] = useState(false);

  /**
   * A new search: a new history entry, so the back button returns to this one. `next` is a change
   * of the filter on screen, applied to the latest filter: a second click before the page has
   * rendered the first keeps the first (ADR 0008).
   */
  const search = (next: CarFilter, options: { keepPage?: boolean } = {}) => {
    const latest = latestParams();
    const changed = changeOnLatest(filter, next, searched(carFilterFromSearchParams(latest)));
    const query = searchParamsFromCarFilter(
      options.keepPage ? changed : { ...changed, nPagina: 1 },
    );
    if (latest.get('view') === 'list') query.set('view', 'list');
    setParams(query);
  };
  const setView = (next: VehicleCardVariant) => {
    const query = new URLSearchParams(latestParams());
    if (next === 'list') query.set('view', 'list');
    else query.delete('view');
    setParams(query, { replace: true });
  };
  const hrefForPage = (page: number) => {
    const query = searchParamsFromCarFilter({ ...filter, nPagina: page });
    if (view === 'list') query.set('view', 'list');
    const text = query.toString();
    return `${paths.calculator.getHref(locale, client)}${text ? `?${text}` : ''}`;
  };

  const failure = cars.error ? apiErrorMessage(cars.error) : null;
  // An answer of GetAutos renders synchronously (the query's store), in one task React cannot
  // split: at a phone's speed (4x CPU) a page of cards took about 100 ms. The page renders it in
  // a deferred render instead, which React splits into short tasks; until then it shows what it
  // showed before (the placeholders, or the previous results), as it did while the answer was
  // on its way (ADR 0011).
  const results = useDeferredValue(cars.data);
  const models = results?.Modellen ?? [];
  const filters = results?.Filters;
  const panel = (
    <LazyFilterPanel
      value={filterPanelValue(filter)}
      filters={filters}
      onChange={(value: FilterPanelValue) => search({ ...filter, ...value })}
      onReset={() => search({ ...filter, ...CLEARED_PANEL })}
      loading={cars.isFetching}
      showLeasePrice={showLeasePrice}
      showOwnContribution={showOwnContribution}
      productType={type}
    />
  );
  const activeFilters = activeFilterCount(filter);

  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography component="h1" variant="h2">
          {message('search.title')}
        </Typography>
        {tax ? (
          <Typography sx={{ color: 'text.secondary' }}>
            {message(tax.bAlleenZakelijk ? 'search.assumesBusinessOnly' : 'search.assumesBracket', {
              percentage: tax.nBelastingPercentage,
            })}
          </Typography>
        ) : null}
      </Stack>
      {session?.mobilityContainer ? (
        <MobilityProductChooser
          value={mobilityProductId}
          onChange={(id) => {
            choices.mobilityProduct.write(id);
            choices.category.write(null);
            search(filter);
          }}
        />
      ) : null}
      {settings.Categorien.length > 1 ? (
        <CategoryChooser
          categories={settings.Categorien}
          value={categoryId}
          onChange={(id) => {
            choices.category.write(id);
            search(filter);
          }}
          productType={type}
        />
      ) : null}
      <Box sx={{ display: 'flex', gap: 4, alignItems: 'flex-start' }}>
        {phone ? null : (
          <Box component="aside" aria-label={message('search.filters')} sx={{ flex: '0 0 300px' }}>
            {panel}
          </Box>
        )}
        <Stack spacing={2} sx={{ flex: '1 1 0', minWidth: 0 }}>
          {/* A gap rather than margins: a control that wraps onto a new line on a phone starts
              at its edge, not indented by the margin it had beside the one before. */}
          <Stack
            direction="row"
            spacing={2}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
          >
            {phone ? (
              <Badge badgeContent={activeFilters} color="primary">
                <Button
                  variant="outlined"
                  onClick={() => setFiltersOpen(true)}
                  // The panel's code loads as the driver reaches for the button, so the drawer
                  // rarely has to wait for it.
                  {...preloadFilterPanelOnIntent}
                >
                  {message('search.openFilters', { count: activeFilters })}
                </Button>
              </Badge>
            ) : null}
            <Typography role="status" sx={{ flexGrow: 1 }}>
              {filters ? message('search.found', { count: filters.nTotaal }) : null}
            </Typography>
            <SortMenu
              options={CAR_SORT_OPTIONS}
              value={filter.cSortering}
              onChange={(id) => search({ ...filter, cSortering: id })}
            />
            <ViewSwitch value={view} onChange={setView} />
            <PageSizeSwitch
              value={filter.nAantalPerPagina}
              onChange={(size) => search({ ...filter, nAantalPerPagina: size })}
            />
          </Stack>
          {failure ? (
            <Alert
              severity="error"
              role="alert"
              action={
                <Button color="inherit" onClick={() => void cars.refetch()}>
                  {message('error.retry')}
                </Button>
              }
            >
              {message(failure.id, failure.values)}
            </Alert>
          ) : (
            <VehicleGrid
              view={view}
              loading={results === undefined}
              skeletonCount={filter.nAantalPerPagina}
              emptyAction={
                <Button variant="outlined" onClick={() => search({ ...filter, ...CLEARED_PANEL })}>
                  {message('search.clearFilters')}
                </Button>
              }
            >
              {models.map((model, index) => {
                const [first] = model.Types;
                if (!first) return null;
                // Per version (`cStructuur` type) a result is one version of its model, and
                // leads straight to its configurator; per model, to the model's versions.
                const perVersion = filter.cStructuur === 'type';
                const name = `${model.cMerk} ${model.cModel}`;
                const isCompared = compared.some((entry) => entry.ID === first.nTypeIDHist);
                return (
                  <VehicleCard
                    onNavigate={followInApp}
                    key={perVersion ? first.nTypeIDHist : model.nModelID}
                    vehicle={{ ...first, cMerk: model.cMerk, cModel: model.cModel }}
                    variant={view}
                    showLeasePrice={showLeasePrice}
                    showOwnContribution={showOwnContribution}
                    showNetCost={settings.ZoekpaginaSettings?.bShowNettoKosten ?? false}
                    href={
                      perVersion
                        ? paths.configurator.getHref(
                            locale,
                            client,
                            model.nModelID,
                            formatTypeParam(first.nTypeIDHist),
                          )
                        : paths.types.getHref(locale, client, model.nModelID)
                    }
                    {...(comparing
                      ? {
                          compared: isCompared,
                          compareDisabled: !isCompared && compared.length >= COMPARE_MAX,
                          onCompareToggle: () =>
                            toggleCompared({
                              ID: first.nTypeIDHist,
                              cNaam: name,
                              cUitvoering: first.cUitvoering,
                            }),
                        }
                      : {})}
                    headingLevel="h2"
                    priority={index < PRIORITY_CARD_COUNT}
                  />
                );
              })}
            </VehicleGrid>
          )}
          {filters && filters.nTotaal > filter.nAantalPerPagina ? (
            <ResultsPagination
              page={filter.nPagina}
              pageSize={filter.nAantalPerPagina}
              total={filters.nTotaal}
              hrefFor={hrefForPage}
              onChange={(page, event) => {
                event.preventDefault();
                search({ ...filter, nPagina: page }, { keepPage: true });
              }}
            />
          ) : null}
        </Stack>
      </Box>
      {comparing && compared.length > 0 ? (
        <CompareWidget
          vehicles={compared.map((entry) => ({
            id: entry.ID,
            name: entry.cNaam ?? String(entry.ID),
            version: entry.cUitvoering ?? null,
          }))}
          onRemove={(id) => toggleCompared({ ID: id, cNaam: '' })}
          href={paths.compare.getHref(locale, client)}
          max={COMPARE_MAX}
        />
      ) : null}
      {phone ? (
        <Drawer
          anchor="left"
          open={filtersOpen}
          onClose={() => setFiltersOpen(false)}
          slotProps={{ paper: { sx: { width: 'min(360px, 92vw)', p: 2 } } }}
        >
          <Stack spacing={2}>
            <Button onClick={() => setFiltersOpen(false)} sx={{ alignSelf: 'flex-end' }}>
              {message('search.showResults', { count: filters?.nTotaal ?? 0 })}
            </Button>
            {panel}
          </Stack>
        </Drawer>
      ) : null}
    </Stack>
  );
}
