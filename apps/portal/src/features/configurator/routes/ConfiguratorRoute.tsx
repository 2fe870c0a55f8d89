import {
  carDetailsQueryOptions,
  chooseOption,
  colourImageQueryOptions,
  detailsQueryOptions,
  firstCategoryId,
  isDutchEnvironment,
  languageOfLocale,
  optionKey,
  optionsQueryOptions,
  removeOption,
  savedCarsQueryOptions,
  settingsQueryOptions,
  splitEigenOpties,
  termsQueryOptions,
  useSaveConfigurationMutation,
  validStoredCategory,
  type EigenOptie,
  type MantelOption,
  type Option,
} from '@lease/api';
import {
  ChargeCables,
  ChosenOptions,
  IncludedOptions,
  OptionsNotice,
  OptionsPanel,
  OrderButton,
  orderBlock,
  OwnOptions,
  ParentSchemeOptions,
  Price,
  TermMileagePicker,
  useToast,
  WltpNotice,
  type NewOwnOption,
  type TermMileage,
  useLatestCallback,
  useSettledValue,
} from '@lease/ui';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { memo, startTransition, Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '#src/config/paths.ts';
import { useRouteClient } from '#src/hooks/useRouteClient.ts';
import { useRouteLocale } from '#src/hooks/useRouteLocale.ts';
import { useSearchParamsAhead } from '#src/hooks/useSearchParamsAhead.ts';
import { useStoredChoice } from '#src/hooks/useStoredChoice.ts';
import { useTaxSettings } from '#src/hooks/useTaxSettings.ts';
import { apiErrorMessage } from '#src/i18n/apiErrorMessage.ts';
import { routeLanguage } from '#src/i18n/routeLanguage.ts';
import { usePortalMessage } from '#src/i18n/usePortalMessage.ts';
import { useCalculationDelay, useGateway, type RouteLoaderArgs } from '#src/lib/appDeps.tsx';
import {
  configurationFromSearchParams,
  ownOptionsOf,
  searchParamsFromConfiguration,
  type Configuration,
} from '#src/lib/configurationParams.ts';
import type { RouteHandle } from '#src/lib/routeHandle.ts';
import { parseIdParam, parseTypeParam } from '#src/lib/typeParam.ts';
import { CalculationButton } from '../components/CalculationButton.tsx';
import { CostFigures } from '../components/CostFigures.tsx';
import {
  LazyExplanationPanel,
  LazyOptionAmounts,
  LazyOverMaximumAdvice,
  LazyVehicleImage,
} from '../components/LazyAfterFirstPaint.tsx';
import { LazyBikeSpecs } from '../components/LazyBikeSpecs.tsx';
import {
  LazyForcedOptionDialog,
  loadForcedOptionDialog,
} from '../components/LazyForcedOptionDialog.tsx';
import { LineLink } from '../components/LineLink.tsx';
import { ModelReviewsLink } from '../components/ModelReviewsLink.tsx';
import {
  carDetailsRequest,
  optionsRequest,
  ownOptionsAsEigenOpties,
  termsRequest,
  typeInDetails,
} from '../configuratorInputs.ts';
import { detailPageShows } from '../detailPageShows.ts';
import { excessAdvice } from '../excessAdvice.ts';
import { forcedChange } from '../forcedChange.ts';
import { loadRouteVehicle } from '../loadRouteVehicle.ts';
import { optionsWithKeys } from '../optionsWithKeys.ts';
import { removableChoices, withoutChoices } from '../removableChoices.ts';
import { saveFailureMessage } from '../saveFailureMessage.ts';
import { useAddToCartThenCart } from '../useAddToCartThenCart.ts';
import { vehicleKind } from '../vehicleKind.ts';

export const handle = { titleId: 'configurator.title' } satisfies RouteHandle;

// The page renders again with every answer (options, details, the car's facts) and every change of
// the URL. These parts of the design system are not memoised themselves; given the stable props
// below (data as it came, values kept with useMemo, handlers from useLatestCallback) they render again
// only when what they show changes (ADR 0011).
const StableTermMileagePicker = memo(TermMileagePicker);
const StableOwnOptions = memo(OwnOptions);
const StableOrderButton = memo(OrderButton);

/** One empty list for every render, so an empty list is no new prop. */
const NONE: readonly never[] = [];

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
  const toast = useToast();
  const navigate = useNavigate();
  const routeParams = useParams();
  const modelId = parseIdParam(routeParams.model) ?? 0;
  const typeId = parseTypeParam(routeParams.type) ?? 0;
  const [params, setParams, latestParams] = useSearchParamsAhead();
  // `params` stays the same object while the URL's query does.
  const configuration = useMemo(() => configurationFromSearchParams(params), [params]);
  const mobilityProductId = useStoredChoice('mobilityProduct');
  const { data: settings } = useSuspenseQuery(settingsQueryOptions(gateway, mobilityProductId));
  const vehicle = vehicleKind(settings.DataObject);
  const shows = detailPageShows(settings.DetailpaginaSettings);
  const tax = useTaxSettings(mobilityProductId);
  const stored = useStoredChoice('category');
  const categoryId = validStoredCategory(stored, settings) ?? firstCategoryId(settings) ?? 0;
  const car = { modelId, typeId, categoryId, mobilityProductId };
  const language = languageOfLocale(locale);
  const options = useQuery({
    ...optionsQueryOptions(gateway, optionsRequest(car, configuration, language)),
    placeholderData: keepPreviousData,
  });
  const { data: terms } = useSuspenseQuery(termsQueryOptions(gateway, termsRequest(car)));
  // The saved configuration this one was reopened from, for the options it had that are gone.
  const savedFrom = useQuery({
    ...savedCarsQueryOptions(gateway, configuration.saved, language),
    enabled: configuration.saved !== null,
  });
  const missingOptions = savedFrom.data?.[0]?.OntbrekendeOpties ?? NONE;
  const carDetails = useQuery(carDetailsQueryOptions(gateway, carDetailsRequest(car)));
  const carType = typeInDetails(carDetails.data, typeId);
  // A bike's specification, where a car has its WLTP figures.
  const bike = carType?.Fietsdata ?? carDetails.data?.Fietsdata ?? null;
  const chosen: readonly Option[] = options.data?.gekozenOptiesNieuw ?? NONE;
  const term = configuration.term ?? terms.nStandaardLooptijd ?? terms.Looptijden[0] ?? 48;
  const mileage =
    configuration.mileage ?? terms.nStandaardKilometrage ?? terms.Kilometrages[0] ?? 20_000;
  const eigenOpties = options.data?.EigenOpties;
  const { orderQuestions, ownOptions: offeredOwnOptions } = useMemo(
    () => splitEigenOpties(eigenOpties ?? []),
    [eigenOpties],
  );
  const ownOptions: EigenOptie[] = useMemo(
    () =>
      configuration.ownOptions === null
        ? offeredOwnOptions
        : ownOptionsAsEigenOpties(configuration.ownOptions),
    [configuration.ownOptions, offeredOwnOptions],
  );
  const termAndMileage = useMemo(
    () => ({ nLooptijd: term, nKilometrage: mileage }),
    [term, mileage],
  );
  const mantelOpties = options.data?.MantelOpties;
  const schemeOptions = useMemo(
    () =>
      (mantelOpties ?? []).map((option) => ({
        ...option,
        bChecked: !configuration.schemeOff.includes(option.nComponentNr),
      })),
    [mantelOpties, configuration.schemeOff],
  );
  const detailBody = {
    nTypeIDHist: typeId,
    nCategorieID: categoryId,
    nBelastingPercentage: tax?.nBelastingPercentage ?? 0,
    bAlleenZakelijk: tax?.bAlleenZakelijk ?? false,
    nLooptijd: term,
    nKilometrage: mileage,
    Opties: chosen.map(optionKey).filter((key): key is number => key !== null),
    EigenOpties: ownOptions,
    MantelOpties: (options.data?.MantelOpties ?? []).map((option) => ({
      nComponentNr: option.nComponentNr,
      bChecked: !configuration.schemeOff.includes(option.nComponentNr),
    })),
    MobilityProductId: mobilityProductId,
    cTaal: language,
  };
  // The price is asked for once the driver has stopped changing the configuration for a moment:
  // a burst of clicks is one calculation, not one per answer of the options in between.
  const { waiting: changing } = useSettledValue(params.toString(), useCalculationDelay());
  const details = useQuery({
    ...detailsQueryOptions(gateway, detailBody),
    enabled: tax !== undefined && options.data !== undefined && !changing,
    placeholderData: keepPreviousData,
  });
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
  // Any answer on its way may force options in or out: the dialog's code loads meanwhile. A load
  // that fails here is tried again when the dialog opens, and fails there in sight.
  useEffect(() => {
    if (options.isFetching) loadForcedOptionDialog().catch(() => undefined);
  }, [options.isFetching]);
  const recalculating = changing || options.isFetching || details.isFetching || details.isPending;
  const addToCart = useAddToCartThenCart();
  const save = useSaveConfigurationMutation(gateway);

  /**
   * The configuration once the changes already made are rendered: what a change starts from, so
   * a click before the render of the one before keeps that one. For handlers only.
   */
  const latestConfiguration = () => {
    const latest = latestParams();
    return latest === params ? configuration : configurationFromSearchParams(latest);
  };
  /** Every change is a step the back button can undo. */
  const configure = (next: Partial<Configuration>) =>
    setParams(searchParamsFromConfiguration({ ...latestConfiguration(), ...next }));
  const chosenIds = (list: readonly Option[]) =>
    list.map(optionKey).filter((key): key is number => key !== null);
  // While the server applies a new choice, the panel shows the person's choice at once; its
  // answer (with any options a package forces) then takes over.
  const pendingChoice = options.isPlaceholderData ? configuration.options : null;
  const isChosen = (option: Option) =>
    pendingChoice
      ? pendingChoice.includes(optionKey(option) ?? -1)
      : chosen.some((c) => optionKey(c) === optionKey(option));
  // Every change starts from the driver's latest choice, not from the answer on screen: a click
  // before the server has answered the one before (or before its render) keeps that one.
  const latestChosen = () => {
    const latest = latestConfiguration();
    if (latest === configuration && !pendingChoice) return chosen;
    return latest.options === null ? chosen : optionsWithKeys(latest.options, options.data, chosen);
  };
  // A choice the server answers with a Popup and other options forced in or out waits for the
  // driver's word (spec point 3, `Popup`): the URL holds it unconfirmed until then, so a reload
  // asks again. A Popup that changes nothing is a notice in the page.
  const [lastChoice, setLastChoice] = useState<{ option: Option; search: string } | null>(null);
  const [dismissedNotices, setDismissedNotices] = useState<readonly string[]>([]);
  const answer = options.isPlaceholderData ? undefined : options.data;
  const change = answer ? forcedChange(configuration.options, answer) : null;
  const forced = change?.kind === 'forced' && !options.isFetching ? change : null;
  const madeHere = lastChoice !== null && lastChoice.search === params.toString();
  const requestedOptions = (answer?.Opties ?? [])
    .flatMap((group) => group.Opties)
    .filter((option) => configuration.options?.includes(optionKey(option) ?? -1));
  // The option that caused it: the one just chosen, else (a reload) the one the Popup names.
  const trigger =
    (madeHere ? lastChoice.option : null) ??
    requestedOptions.find((option) => option.cOmschrijving === answer?.Popup?.cTitel) ??
    null;
  const choose = useLatestCallback((option: Option) => {
    const next = {
      ...latestConfiguration(),
      options: chosenIds(chooseOption(latestChosen(), option)),
    };
    // A transition, like the router's update of the URL it goes with: set in the click itself, it
    // rendered the whole page once more before the click could paint, for a value that only
    // counts once the URL has changed.
    startTransition(() =>
      setLastChoice({ option, search: searchParamsFromConfiguration(next).toString() }),
    );
    configure(next);
  });
  const acceptForced = useLatestCallback(() => {
    setLastChoice(null);
    // The confirmed choice replaces the unconfirmed one: Back goes to before the choice.
    setParams(
      searchParamsFromConfiguration({
        ...configuration,
        options: chosenIds(answer?.gekozenOptiesNieuw ?? []),
      }),
      { replace: true },
    );
  });
  const cancelForced = useLatestCallback(() => {
    setLastChoice(null);
    if (madeHere) {
      void navigate(-1);
      return;
    }
    // Opened from a link: take back the option that caused it, else the last one chosen.
    const cause = trigger ? optionKey(trigger) : (configuration.options?.at(-1) ?? null);
    setParams(
      searchParamsFromConfiguration({
        ...configuration,
        options: (configuration.options ?? []).filter((id) => id !== cause),
      }),
      { replace: true },
    );
  });
  const removeChosen = useLatestCallback((option: Option) =>
    configure({ options: chosenIds(removeOption(latestChosen(), option)) }),
  );
  const changeTermAndMileage = useLatestCallback((value: TermMileage) =>
    configure({ term: value.nLooptijd, mileage: value.nKilometrage }),
  );
  const toggleScheme = useLatestCallback((option: MantelOption, checked: boolean) => {
    const { schemeOff } = latestConfiguration();
    configure({
      schemeOff: checked
        ? schemeOff.filter((nr) => nr !== option.nComponentNr)
        : [...schemeOff, option.nComponentNr],
    });
  });
  // The URL's own options once the driver changed them; until then the ones the server offers.
  const latestOwnOptions = () =>
    latestConfiguration().ownOptions ?? ownOptionsOf(offeredOwnOptions);
  const addOwnOption = useLatestCallback((option: NewOwnOption) =>
    configure({
      ownOptions: [
        ...latestOwnOptions(),
        { description: option.cOmschrijving, price: option.nPrijs },
      ],
    }),
  );
  const removeOwnOption = useLatestCallback((_option: EigenOptie, index: number) =>
    configure({ ownOptions: latestOwnOptions().filter((_, other) => other !== index) }),
  );
  const notice =
    change?.kind === 'notice' && answer?.Popup && !dismissedNotices.includes(answer.Popup.cTekst)
      ? answer.Popup
      : null;
  const groups = (options.data?.Opties ?? []).map((group) => ({
    ...group,
    Opties: group.Opties.map((option) => ({ ...option, bChecked: isChosen(option) })),
  }));
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
  const cartItem = () => ({
    SelectedItem: {
      nModelID: modelId,
      nTypeIDHist: typeId,
      nLooptijd: term,
      nKilometrage: mileage,
      nCalculatieID: detail?.nCalculatieID ?? null,
      nLeaseprijs: detail?.nLeaseprijs ?? null,
      nEigenbijdrage: detail?.nEigenbijdrage ?? null,
    },
    Opties: detailBody.Opties,
    EigenOpties: [...ownOptions, ...orderQuestions],
    MobilityProductId: mobilityProductId,
    Categorie: { nCategorieID: categoryId },
    // The parent-scheme choices go with the car, so the cart prices it as shown here.
    MantelOpties: detailBody.MantelOpties,
  });
  const onAddToCart = useLatestCallback(() => addToCart.add(cartItem()));
  const failure = options.error ?? details.error;
  const failureText = failure ? apiErrorMessage(failure) : null;
  const saveFailure = save.error ? saveFailureMessage(save.error) : null;

  return (
    <Stack spacing={4}>
      <LazyForcedOptionDialog
        open={forced !== null}
        chosen={trigger}
        added={forced?.added ?? NONE}
        removed={forced?.removed ?? NONE}
        rule={answer?.Popup?.cTekst ?? null}
        onConfirm={acceptForced}
        onCancel={cancelForced}
      />
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
      {missingOptions.length > 0 ? (
        <Alert severity="warning">
          {message('configurator.savedOptionsGone')}
          <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
            {missingOptions.map((option) => (
              <li key={option.nOptieIDHist}>
                {option.cOmschrijving ??
                  message('configurator.savedOptionUnnamed', { id: option.nOptieIDHist })}
              </li>
            ))}
          </Box>
        </Alert>
      ) : null}
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
              terms={terms}
              value={termAndMileage}
              onChange={changeTermAndMileage}
            />
          ) : null}
          {notice ? (
            <OptionsNotice
              key={notice.cTekst}
              popup={notice}
              onDismiss={() => setDismissedNotices((texts) => [...texts, notice.cTekst])}
            />
          ) : null}
          {shows.options ? (
            <OptionsPanel
              groups={groups}
              loading={options.isPending}
              errorMessage={failureText ? message(failureText.id, failureText.values) : null}
              onChoose={choose}
              onRemove={removeChosen}
              headingLevel={2}
            />
          ) : failureText ? (
            <Alert severity="error">{message(failureText.id, failureText.values)}</Alert>
          ) : null}
          {(options.data?.MantelOpties.length ?? 0) > 0 ? (
            <ParentSchemeOptions options={schemeOptions} onToggle={toggleScheme} headingLevel={2} />
          ) : null}
          {options.data ? (
            <StableOwnOptions
              options={ownOptions}
              canMakeOwnOptionSelection={options.data.CanMakeOwnOptionSelection}
              disableFreeInput={options.data.DisableOwnFreeInputOptions}
              onAdd={addOwnOption}
              onRemove={removeOwnOption}
              headingLevel={2}
            />
          ) : null}
          <IncludedOptions options={options.data?.AlleenTonenOpties} headingLevel={2} />
        </Stack>
        {/* On a phone the summary comes after the options: the price stays in sight meanwhile. */}
        <Paper
          elevation={3}
          sx={{
            display: { xs: 'flex', md: 'none' },
            position: 'sticky',
            bottom: 0,
            zIndex: 1,
            px: 2,
            py: 1,
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            columnGap: 2,
            order: 1,
          }}
        >
          {detail && shows.leasePrice ? (
            <Price value={detail.nLeaseprijs} period="month" variant="h6" />
          ) : null}
          {/* The link's words wrap beside the price; only when its longest word does not fit
              there either (a four-figure price on a 320 px phone) does it move under the price.
              It keeps to the right edge at its own width, so the price arriving after the page
              (the calculation comes later) moves nothing (a layout shift of 0.01 before). */}
          <Box sx={{ flex: '0 1 auto', ml: 'auto', display: 'flex', justifyContent: 'flex-end' }}>
            <Button href="#configurator-summary" size="small" sx={{ minWidth: 'min-content' }}>
              {message('configurator.toSummary')}
            </Button>
          </Box>
        </Paper>
        <Paper
          component="aside"
          id="configurator-summary"
          aria-label={message('configurator.summary')}
          variant="outlined"
          sx={{ p: 3, position: { md: 'sticky' }, top: { md: 16 } }}
        >
          <Stack spacing={3}>
            {colourImage.data ? (
              <Suspense fallback={null}>
                <LazyVehicleImage
                  src={`data:${colourImage.data.cMimeType ?? 'image/png'};base64,${colourImage.data.aFoto}`}
                  name={paint?.cOmschrijving ?? ''}
                  paint={options.data?.cGekozenLak ?? null}
                />
              </Suspense>
            ) : null}
            {shows.leasePrice ? (
              <Stack spacing={0.5} aria-live="polite" aria-busy={recalculating}>
                <Typography component="h2" variant="h6">
                  {message('configurator.leasePrice')}
                </Typography>
                {detail ? (
                  // Smaller on a phone: a four-figure price "per maand" is wider than the column.
                  <Box
                    sx={(theme) => ({
                      [theme.breakpoints.down('sm')]: { '& > p': { fontSize: '1.5rem' } },
                    })}
                  >
                    <Price value={detail.nLeaseprijs} period="month" variant="h4" component="p" />
                  </Box>
                ) : null}
              </Stack>
            ) : null}
            <CostFigures
              detail={detail}
              ownContribution={shows.ownContribution}
              netCost={shows.netCost}
              recalculating={recalculating}
            />
            {shows.explanation ? (
              <LazyExplanationPanel
                explanation={detail?.UitlegPersoonlijkeKosten}
                businessOnly={tax?.bAlleenZakelijk ?? false}
                loading={details.isPending}
                headingLevel={3}
              />
            ) : null}
            <ChosenOptions
              options={chosen}
              paint={options.data?.cGekozenLak ?? null}
              upholstery={options.data?.cGekozenStoelbekleding ?? null}
              onRemove={removeChosen}
              headingLevel={3}
            />
            {detail ? (
              <Suspense fallback={null}>
                <LazyOptionAmounts
                  options={detail.nOptiebedrag}
                  accessories={detail.nAccessoirebedrag}
                  headingLevel={3}
                />
              </Suspense>
            ) : null}
            <ChargeCables cables={carType?.Laadkabels} headingLevel={3} />
            {bike ? (
              <LazyBikeSpecs bike={bike} headingLevel={3} />
            ) : carType || options.data?.WLTP ? (
              <WltpNotice
                co2={carType?.nCO2}
                rangeKm={carType?.nActieradius}
                fuelLabel={carType?.cBrandstoflabel}
                changedByOptions={options.data?.WLTP ?? false}
              />
            ) : null}
            <StableOrderButton
              detail={detail}
              recalculating={recalculating || addToCart.pending}
              maxOwnContribution={maximum}
              onOrder={onAddToCart}
              vehicle={vehicle}
            />
            {advice ? (
              <Suspense fallback={null}>
                <LazyOverMaximumAdvice
                  advice={advice}
                  onRemove={(keys) =>
                    setParams(
                      searchParamsFromConfiguration(
                        withoutChoices(configuration, chosenIds(chosen), keys),
                      ),
                    )
                  }
                />
              </Suspense>
            ) : null}
            <Button
              variant="outlined"
              disabled={!detail || save.isPending}
              onClick={() =>
                save.mutate(
                  { ...detailBody, nCalculatieID: detail?.nCalculatieID ?? null },
                  {
                    onSuccess: () =>
                      toast.show({ message: message('configurator.saved'), severity: 'success' }),
                  },
                )
              }
            >
              {message('configurator.save')}
            </Button>
            {saveFailure ? (
              <Alert severity="warning" role="alert">
                {message(saveFailure.id, saveFailure.values)}
              </Alert>
            ) : null}
            <CalculationButton
              calculationId={recalculating ? null : (detail?.nCalculatieID ?? null)}
            />
          </Stack>
        </Paper>
      </Box>
    </Stack>
  );
}
