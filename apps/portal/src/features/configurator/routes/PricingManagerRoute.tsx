import {
  carDetailsQueryOptions,
  chosenTermAndMileage,
  detailsQueryOptions,
  firstCategoryId,
  languageOfLocale,
  optionKey,
  optionsQueryOptions,
  settingsQueryOptions,
  termsQueryOptions,
  validStoredCategory,
  type PmOption,
} from '@lease/api';
import {
  OrderButton,
  Price,
  PricingManagerOptions,
  TermMileagePicker,
  useSettledValue,
} from '@lease/ui';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
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
import type { RouteHandle } from '#src/lib/routeHandle.ts';
import { parseIdParam, parseTypeParam } from '#src/lib/typeParam.ts';
import { LineLink } from '../components/LineLink.tsx';
import {
  calculationBasis,
  offerDetailsRequest,
  optionsRequest,
  pricingManagerTermsRequest,
  typeInDetails,
} from '../configuratorInputs.ts';
import { loadRouteVehicle } from '../loadRouteVehicle.ts';
import { pricingManagerId } from '../pricingManagerId.ts';
import {
  pricingManagerChoiceFromSearchParams,
  searchParamsFromPricingManagerChoice,
  type PricingManagerChoice,
} from '../pricingManagerParams.ts';
import { useAddToCartThenCart } from '../useAddToCartThenCart.ts';
import { vehicleKind } from '../vehicleKind.ts';

export const handle = { titleId: 'pricingManager.title' } satisfies RouteHandle;

/** The car's factory configuration: the pricing manager prices its own options on top of it. */
const FACTORY = {
  options: null,
  term: null,
  mileage: null,
  schemeOff: [],
  ownOptions: null,
  saved: null,
};

/** The page's data: the lease company's offer for the vehicle, if it makes one. */
export async function loader({ context, params }: RouteLoaderArgs) {
  const { queryClient, gateway, car } = await loadRouteVehicle({ context, params });
  const { mobilityProductId } = car;
  const options = await queryClient.ensureQueryData(
    optionsQueryOptions(gateway, optionsRequest(car, FACTORY, routeLanguage(params.lang))),
  );
  const id = pricingManagerId(options.PMOpties);
  if (id !== null) {
    await Promise.all([
      queryClient.ensureQueryData(
        termsQueryOptions(gateway, pricingManagerTermsRequest(id, mobilityProductId)),
      ),
      // The car the offer is for comes with the page; a failure only leaves its name out.
      queryClient.prefetchQuery({
        ...carDetailsQueryOptions(gateway, offerDetailsRequest(car, id)),
        retry: false,
      }),
    ]);
  }
  return null;
}

export { keepDataOnQueryChange as shouldRevalidate } from '#src/lib/keepDataOnQueryChange.ts';

/**
 * `/{lang}/{lease}/calculator/{model}/types/{type}/pricing-manager` (spec point 2): the lease
 * company's own offer for the car (`PMOpties`, terms and mileages of kind PM), priced with every
 * change and added to the cart like a configuration, with the same notice, ending in the cart.
 * A scheme without the offer gets a page that says so.
 */
export function Component() {
  const gateway = useGateway();
  const locale = useRouteLocale();
  const { client } = useRouteClient();
  const message = usePortalMessage();
  const routeParams = useParams();
  const modelId = parseIdParam(routeParams.model) ?? 0;
  const typeId = parseTypeParam(routeParams.type) ?? 0;
  const typeSegment = routeParams.type ?? '';
  const mobilityProductId = useStoredChoice('mobilityProduct');
  const { data: settings } = useSuspenseQuery(settingsQueryOptions(gateway, mobilityProductId));
  const stored = useStoredChoice('category');
  const categoryId = validStoredCategory(stored, settings) ?? firstCategoryId(settings) ?? 0;
  const car = { modelId, typeId, categoryId, mobilityProductId };
  const { data: options } = useSuspenseQuery(
    optionsQueryOptions(gateway, optionsRequest(car, FACTORY, languageOfLocale(locale))),
  );
  const id = pricingManagerId(options.PMOpties);
  const offerDetails = useQuery({
    ...carDetailsQueryOptions(gateway, offerDetailsRequest(car, id ?? 0)),
    enabled: id !== null,
  });
  const offered = typeInDetails(offerDetails.data, typeId);
  const offeredModel = offerDetails.data?.Merken[0];
  const configuratorHref = paths.configurator.getHref(locale, client, modelId, typeSegment);

  return (
    <Stack spacing={4}>
      <Stack spacing={1}>
        <Typography component="h1" variant="h2">
          {message('pricingManager.title')}
        </Typography>
        {offered && offeredModel ? (
          <Typography component="p" variant="h6">
            {`${offeredModel.cMerk} ${offeredModel.Modellen[0]?.cModel ?? ''} ${offered.cUitvoering}`}
          </Typography>
        ) : null}
        <Typography>
          {message(id === null ? 'pricingManager.notOffered' : 'pricingManager.intro')}
        </Typography>
        <LineLink to={configuratorHref}>{message('pricingManager.toConfigurator')}</LineLink>
      </Stack>
      {id === null ? null : (
        <Offer
          pricingManager={id}
          pmOptions={options.PMOpties}
          factoryOptions={options.gekozenOptiesNieuw
            .map(optionKey)
            .filter((key): key is number => key !== null)}
          car={car}
        />
      )}
    </Stack>
  );
}

interface OfferProps {
  pricingManager: number;
  pmOptions: readonly PmOption[];
  factoryOptions: number[];
  car: { modelId: number; typeId: number; categoryId: number; mobilityProductId: number | null };
}

/** The offer: its options, term and mileage, and the price they make, with the order button. */
function Offer({ pricingManager, pmOptions, factoryOptions, car }: OfferProps) {
  const gateway = useGateway();
  const locale = useRouteLocale();
  const message = usePortalMessage();
  const [params, setParams, latestParams] = useSearchParamsAhead();
  const choice = pricingManagerChoiceFromSearchParams(params);
  /** The choice once the changes already made are rendered: what a change starts from. */
  const latestChoice = () => pricingManagerChoiceFromSearchParams(latestParams());
  const chosenIn = (of: PricingManagerChoice) =>
    of.pmOptions ?? pmOptions.filter((o) => o.bChecked).map((option) => option.nPMOptieID);
  const { data: settings } = useSuspenseQuery(settingsQueryOptions(gateway, car.mobilityProductId));
  const tax = useTaxSettings(car.mobilityProductId);
  const { data: terms } = useSuspenseQuery(
    termsQueryOptions(gateway, pricingManagerTermsRequest(pricingManager, car.mobilityProductId)),
  );
  const chosen = chosenIn(choice);
  const { term, mileage } = chosenTermAndMileage(terms, choice);
  const detailBody = {
    ...calculationBasis(car, tax, { term, mileage }),
    Opties: factoryOptions,
    EigenOpties: [],
    MantelOpties: [],
    PMOpties: chosen,
    nPricingManagerId: pricingManager,
    cTaal: languageOfLocale(locale),
  };
  // As in the configurator: the price once the driver has stopped changing the offer a moment.
  const { waiting: changing } = useSettledValue(params.toString(), useCalculationDelay());
  const details = useQuery({
    ...detailsQueryOptions(gateway, detailBody),
    enabled: tax !== undefined && !changing,
    placeholderData: keepPreviousData,
  });
  const detail = details.data ?? null;
  // The same offer's price fetched again leaves the order button where it is (as in the configurator).
  const recalculating = changing || details.isPlaceholderData || details.isPending;
  const addToCart = useAddToCartThenCart();
  const maximum =
    settings.Categorien.find((category) => category.nCategorieID === car.categoryId)
      ?.nMaxEigenbijdrage ?? null;
  /** Every change is a step the back button can undo. */
  const update = (next: Partial<PricingManagerChoice>) =>
    setParams(searchParamsFromPricingManagerChoice({ ...latestChoice(), ...next }));
  const failure = details.error ? apiErrorMessage(details.error) : null;
  const onOrder = () =>
    addToCart.add({
      SelectedItem: {
        nModelID: car.modelId,
        nTypeIDHist: car.typeId,
        nLooptijd: term,
        nKilometrage: mileage,
        nCalculatieID: detail?.nCalculatieID ?? null,
        nLeaseprijs: detail?.nLeaseprijs ?? null,
        nEigenbijdrage: detail?.nEigenbijdrage ?? null,
      },
      Opties: factoryOptions,
      EigenOpties: [],
      MobilityProductId: car.mobilityProductId,
      Categorie: { nCategorieID: car.categoryId },
      // The offer goes with the car, so the cart and the order price it as shown here.
      PMOpties: chosen,
      nPricingManagerId: pricingManager,
    });

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 4,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(280px, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Stack spacing={4} sx={{ minWidth: 0 }}>
        <TermMileagePicker
          terms={terms}
          value={{ nLooptijd: term, nKilometrage: mileage }}
          onChange={(value) => update({ term: value.nLooptijd, mileage: value.nKilometrage })}
        />
        <PricingManagerOptions
          options={pmOptions.map((option) => ({
            ...option,
            bChecked: chosen.includes(option.nPMOptieID),
          }))}
          onChoose={(option) =>
            update({ pmOptions: [...chosenIn(latestChoice()), option.nPMOptieID] })
          }
          onRemove={(option) =>
            update({
              pmOptions: chosenIn(latestChoice()).filter((other) => other !== option.nPMOptieID),
            })
          }
          pending={addToCart.pending}
          headingLevel={2}
        />
      </Stack>
      <Paper
        component="aside"
        aria-label={message('pricingManager.summary')}
        variant="outlined"
        sx={{ p: 3, position: { md: 'sticky' }, top: { md: 16 } }}
      >
        <Stack spacing={3}>
          <Stack spacing={0.5} aria-live="polite" aria-busy={recalculating}>
            <Typography component="h2" variant="h6">
              {message('configurator.leasePrice')}
            </Typography>
            {detail ? (
              // One size down from the configurator's: on a phone the aside is the full width.
              <Price value={detail.nLeaseprijs} period="month" variant="h5" component="p" />
            ) : null}
            {failure ? (
              <Typography role="alert" color="error">
                {message(failure.id, failure.values)}
              </Typography>
            ) : null}
          </Stack>
          <OrderButton
            detail={detail}
            recalculating={recalculating || addToCart.pending}
            maxOwnContribution={maximum}
            onOrder={onOrder}
            vehicle={vehicleKind(settings.DataObject)}
          />
        </Stack>
      </Paper>
    </Box>
  );
}
