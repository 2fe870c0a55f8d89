import {
  carDetailsQueryOptions,
  colourImageQueryOptions,
  firstCategoryId,
  isDutchEnvironment,
  languageOfLocale,
  optionKey,
  optionsQueryOptions,
  savedCarsQueryOptions,
  settingsQueryOptions,
  termsQueryOptions,
  validStoredCategory,
} from '@lease/api';
import {
  IncludedOptions,
  OptionsNotice,
  OptionsPanel,
  OrderButton,
  orderBlock,
  ParentSchemeOptions,
  TermMileagePicker,
  useLatestCallback,
} from '@lease/ui';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { memo, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { paths } from '#src/config/paths.ts';
import { useRouteClient } from '#src/hooks/useRouteClient.ts';
import { useRouteLocale } from '#src/hooks/useRouteLocale.ts';
import { useStoredChoice } from '#src/hooks/useStoredChoice.ts';
import { useTaxSettings } from '#src/hooks/useTaxSettings.ts';
import { apiErrorMessage } from '#src/i18n/apiErrorMessage.ts';
import { routeLanguage } from '#src/i18n/routeLanguage.ts';
import { usePortalMessage } from '#src/i18n/usePortalMessage.ts';
import { useGateway, type RouteLoaderArgs } from '#src/lib/appDeps.tsx';
import { configurationFromSearchParams } from '#src/lib/configurationParams.ts';
import type { RouteHandle } from '#src/lib/routeHandle.ts';
import { parseIdParam, parseTypeParam } from '#src/lib/typeParam.ts';
import { CalculationButton } from '../components/CalculationButton.tsx';
import { ConfiguratorSummary } from '../components/ConfiguratorSummary.tsx';
import { LazyOverMaximumAdvice, LazyQuoteButton } from '../components/LazyAfterFirstPaint.tsx';
import {
  LazyForcedOptionDialog,
  loadForcedOptionDialog,
} from '../components/LazyForcedOptionDialog.tsx';
import { LazyOwnOptions, loadOwnOptions } from '../components/LazyOwnOptions.tsx';
import { LineLink } from '../components/LineLink.tsx';
import { ModelReviewsLink } from '../components/ModelReviewsLink.tsx';
import { PhonePriceBar } from '../components/PhonePriceBar.tsx';
import { SaveConfigurationButton } from '../components/SaveConfigurationButton.tsx';
import { SavedOptionsGone } from '../components/SavedOptionsGone.tsx';
import {
  carDetailsRequest,
  optionsRequest,
  termsRequest,
  typeInDetails,
} from '../configuratorInputs.ts';
import { detailPageShows } from '../detailPageShows.ts';
import { excessAdvice } from '../excessAdvice.ts';
import { forcedChange } from '../forcedChange.ts';
import { loadRouteVehicle } from '../loadRouteVehicle.ts';
import { removableChoices } from '../removableChoices.ts';
import { useAddToCartThenCart } from '../useAddToCartThenCart.ts';
import { NONE, useConfigurationAnswers } from '../useConfigurationAnswers.ts';
import { useConfigurationEdits } from '../useConfigurationEdits.ts';
import { useConfigurationInUrl } from '../useConfigurationInUrl.ts';
import { useForcedOptions } from '../useForcedOptions.ts';
import { vehicleKind } from '../vehicleKind.ts';

// The energy summary's texts (a part of the catalogue, ADR 0021) are in before the calculation
// is: the summary then shows with the calculation's other figures instead of a moment later,
// moving what stands below it (the save and order buttons) as a person reaches for them.
export const handle = {
  titleId: 'configurator.title',
  messageParts: ['energy'],
} satisfies RouteHandle;

// The page renders again with every answer (options, details, the car's facts) and every change of
// the URL. These parts of the design system are not memoised themselves; given the stable props
// below (data as it came, values kept with useMemo, handlers from useLatestCallback) they render again
// only when what they show changes (ADR 0011).
const StableTermMileagePicker = memo(TermMileagePicker);
const StableOrderButton = memo(OrderButton);

/** The page's data: the configuration's options and price basis, and what it was reopened from. */
export async function loader({ context, params, request }: RouteLoaderArgs) {
  const { queryClient, gateway, car } = await loadRouteVehicle({ context, params });
  const configuration = configurationFromSearchParams(new URL(request.url).searchParams);
  const language = routeLanguage(params.lang);
  await Promise.all([
    queryClient
      .ensureQueryData(optionsQueryOptions(gateway, optionsRequest(car, configuration, language)))
      // A link with a choice not yet confirmed opens the dialog on arrival: its code comes first.
      .then((answer) =>
        forcedChange(configuration.options, answer)?.kind === 'forced'
          ? loadForcedOptionDialog()
          : undefined,
      ),
    queryClient.ensureQueryData(termsQueryOptions(gateway, termsRequest(car))),
    loadOwnOptions(),
    // The code that loads parts comes with this call, not in the page's own chunk (its budget).
    import('#src/i18n/messageParts.tsx').then(({ messagePartsFor }) =>
      messagePartsFor(language, handle.messageParts),
    ),
    // Reopened from a saved configuration: what of it the catalogue dropped comes with the page.
    configuration.saved === null
      ? undefined
      : queryClient.prefetchQuery(savedCarsQueryOptions(gateway, configuration.saved, language)),
    // The car's facts (its charge cables) come with the page, so nothing moves when they
    // arrive; a failure only leaves them out (the page asks again), it never holds the page up.
    queryClient.prefetchQuery({
      ...carDetailsQueryOptions(gateway, carDetailsRequest(car)),
      retry: false,
    }),
  ]);
  return null;
}

export { keepDataOnQueryChange as shouldRevalidate } from '#src/lib/keepDataOnQueryChange.ts';

/**
 * `/{lang}/{lease}/calculator/{model}/types/{type}/configurator` (spec points 2 and 4): options,
 * term and mileage, the price recalculated with every change, and the way to the cart. The
 * configuration lives in the URL, so a reload, a shared link or the back button restores it.
 */
export function Component() {
  const gateway = useGateway();
  const locale = useRouteLocale();
  const { client, styling } = useRouteClient();
  const message = usePortalMessage();
  const routeParams = useParams();
  const modelId = parseIdParam(routeParams.model) ?? 0;
  const typeId = parseTypeParam(routeParams.type) ?? 0;
  const mobilityProductId = useStoredChoice('mobilityProduct');
  const { data: settings } = useSuspenseQuery(settingsQueryOptions(gateway, mobilityProductId));
  const vehicle = vehicleKind(settings.DataObject);
  const shows = detailPageShows(settings.DetailpaginaSettings);
  const tax = useTaxSettings(mobilityProductId);
  const stored = useStoredChoice('category');
  const categoryId = validStoredCategory(stored, settings) ?? firstCategoryId(settings) ?? 0;
  const car = { modelId, typeId, categoryId, mobilityProductId };
  const language = languageOfLocale(locale);

  const inUrl = useConfigurationInUrl();
  const { configuration } = inUrl;
  const answers = useConfigurationAnswers(car, configuration, inUrl.params, language, tax);
  const { options, chosen, details, detailBody, recalculating } = answers;
  const forced = useForcedOptions(options, inUrl);
  const edits = useConfigurationEdits(inUrl, answers, forced.rememberChoice);

  // The saved configuration this one was reopened from, for the options it had that are gone.
  const savedFrom = useQuery({
    ...savedCarsQueryOptions(gateway, configuration.saved, language),
    enabled: configuration.saved !== null,
  });
  const carDetails = useQuery(carDetailsQueryOptions(gateway, carDetailsRequest(car)));
  const carType = typeInDetails(carDetails.data, typeId);
  // The car in its chosen paint, where the environment offers it (the Dutch one).
  const paint = chosen.find((option) => option.bLak);
  const paintId = paint ? optionKey(paint) : null;
  const colourImage = useQuery(
    colourImageQueryOptions(
      gateway,
      { nTypeIDHist: typeId, nOptieIDHist: paintId ?? 0 },
      isDutchEnvironment(styling) && paintId !== null,
    ),
  );
  const addToCart = useAddToCartThenCart();

  const detail = details.data ?? null;
  const maximum =
    settings.Categorien.find((category) => category.nCategorieID === categoryId)
      ?.nMaxEigenbijdrage ?? null;
  // Above the maximum the page says which choices to take off (the button says by how much).
  const block = detail && !recalculating ? orderBlock(detail, maximum) : null;
  const advice =
    block?.kind === 'overMaximum'
      ? excessAdvice(
          block.over,
          removableChoices(chosen, options.data?.MantelOpties ?? [], configuration.schemeOff),
        )
      : null;
  const onAddToCart = useLatestCallback(() =>
    addToCart.add({
      SelectedItem: {
        nModelID: modelId,
        nTypeIDHist: typeId,
        nLooptijd: answers.term,
        nKilometrage: answers.mileage,
        nCalculatieID: detail?.nCalculatieID ?? null,
        nLeaseprijs: detail?.nLeaseprijs ?? null,
        nEigenbijdrage: detail?.nEigenbijdrage ?? null,
      },
      Opties: detailBody.Opties,
      EigenOpties: [...answers.ownOptions, ...answers.orderQuestions],
      MobilityProductId: mobilityProductId,
      Categorie: { nCategorieID: categoryId },
      // The parent-scheme choices go with the car, so the cart prices it as shown here.
      MantelOpties: detailBody.MantelOpties,
    }),
  );
  const failure = options.error ?? details.error;
  const failureText = failure ? apiErrorMessage(failure) : null;
  const { notice } = forced;
  // A bike's specification, where a car has its WLTP figures.
  const bike = carType?.Fietsdata ?? carDetails.data?.Fietsdata ?? null;
  const summaryId = 'configurator-summary';

  return (
    <Stack spacing={4}>
      <LazyForcedOptionDialog {...forced.dialog} />
      <Stack spacing={1}>
        <Typography component="h1" variant="h2">
          {message(vehicle === 'bike' ? 'configurator.titleBike' : 'configurator.title')}
        </Typography>
        <LineLink to={paths.types.getHref(locale, client, modelId)}>
          {message('configurator.otherVersions')}
        </LineLink>
        <ModelReviewsLink modelId={modelId} enabled={settings.IsAutoReviewEnabled} />
        {(options.data?.PMOpties.length ?? 0) > 0 ? (
          <LineLink
            to={paths.pricingManager.getHref(locale, client, modelId, routeParams.type ?? '')}
          >
            {message('configurator.toPricingManager')}
          </LineLink>
        ) : null}
      </Stack>
      <SavedOptionsGone options={savedFrom.data?.[0]?.OntbrekendeOpties ?? NONE} />
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(280px, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={4} sx={{ minWidth: 0 }}>
          {shows.termMileage ? (
            <StableTermMileagePicker
              terms={answers.terms}
              value={answers.termAndMileage}
              onChange={edits.changeTermAndMileage}
            />
          ) : null}
          {notice ? (
            <OptionsNotice
              key={notice.cTekst}
              popup={notice}
              onDismiss={() => forced.dismissNotice(notice.cTekst)}
            />
          ) : null}
          {shows.options ? (
            <OptionsPanel
              groups={edits.groups}
              loading={options.isPending}
              errorMessage={failureText ? message(failureText.id, failureText.values) : null}
              onChoose={edits.choose}
              onRemove={edits.removeChosen}
              headingLevel={2}
            />
          ) : failureText ? (
            <Alert severity="error">{message(failureText.id, failureText.values)}</Alert>
          ) : null}
          {(options.data?.MantelOpties.length ?? 0) > 0 ? (
            <ParentSchemeOptions
              options={answers.schemeOptions}
              onToggle={edits.toggleScheme}
              headingLevel={2}
            />
          ) : null}
          {options.data ? (
            <LazyOwnOptions
              options={answers.ownOptions}
              canMakeOwnOptionSelection={options.data.CanMakeOwnOptionSelection}
              disableFreeInput={options.data.DisableOwnFreeInputOptions}
              onAdd={edits.addOwnOption}
              onRemove={edits.removeOwnOption}
              headingLevel={2}
            />
          ) : null}
          <IncludedOptions options={options.data?.AlleenTonenOpties} headingLevel={2} />
        </Stack>
        <PhonePriceBar
          price={detail && shows.leasePrice ? detail.nLeaseprijs : null}
          summaryId={summaryId}
        />
        <ConfiguratorSummary
          id={summaryId}
          shows={shows}
          detail={detail}
          recalculating={recalculating}
          pricePending={details.isPending}
          businessOnly={tax?.bAlleenZakelijk ?? false}
          image={
            colourImage.data
              ? {
                  src: `data:${colourImage.data.cMimeType ?? 'image/png'};base64,${colourImage.data.aFoto}`,
                  name: paint?.cOmschrijving ?? '',
                  paint: options.data?.cGekozenLak ?? null,
                }
              : null
          }
          chosen={chosen}
          paint={options.data?.cGekozenLak ?? null}
          upholstery={options.data?.cGekozenStoelbekleding ?? null}
          onRemoveChosen={edits.removeChosen}
          cables={carType?.Laadkabels}
          bike={bike}
          wltp={
            carType || options.data?.WLTP
              ? {
                  co2: carType?.nCO2,
                  rangeKm: carType?.nActieradius,
                  fuelLabel: carType?.cBrandstoflabel,
                  changedByOptions: options.data?.WLTP ?? false,
                }
              : null
          }
          car={carType}
        >
          <StableOrderButton
            detail={detail}
            recalculating={recalculating || addToCart.pending}
            maxOwnContribution={maximum}
            onOrder={onAddToCart}
            vehicle={vehicle}
          />
          {advice ? (
            <Suspense fallback={null}>
              <LazyOverMaximumAdvice advice={advice} onRemove={edits.removeChoices} />
            </Suspense>
          ) : null}
          <SaveConfigurationButton
            body={detail ? { ...detailBody, nCalculatieID: detail.nCalculatieID ?? null } : null}
          />
          <CalculationButton
            calculationId={recalculating ? null : (detail?.nCalculatieID ?? null)}
          />
          <LazyQuoteButton calculationId={recalculating ? null : (detail?.nCalculatieID ?? null)} />
        </ConfiguratorSummary>
      </Box>
    </Stack>
  );
}
