import {
  agreementsQueryOptions,
  basketQueryOptions,
  carDetailsQueryOptions,
  dealersQueryOptions,
  HttpError,
  languageOfLocale,
  firstCategoryId,
  optionsQueryOptions,
  splitEigenOpties,
  orderQuestionsQueryOptions,
  settingsQueryOptions,
  termsQueryOptions,
  useFinalizeBasketMutation,
  useOrderMutation,
  type BasketItem,
  type OptionsResponse,
  type TermsRequest,
} from '@lease/api';
import {
  ChosenOptions,
  OrderForm,
  Price,
  TermMileagePicker,
  type OrderFormValues,
} from '@lease/ui';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Fragment, useState, type ReactNode } from 'react';
import { data, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '#src/config/paths.ts';
import { useRouteClient } from '#src/hooks/useRouteClient.ts';
import { useRouteLocale } from '#src/hooks/useRouteLocale.ts';
import { apiErrorMessage } from '#src/i18n/apiErrorMessage.ts';
import { routeLanguage } from '#src/i18n/routeLanguage.ts';
import { usePortalMessage } from '#src/i18n/usePortalMessage.ts';
import { appDepsOf, useGateway, type RouteLoaderArgs } from '#src/lib/appDeps.tsx';
import { orderFlowOf, orderPageHref, orderTripOf } from '#src/lib/orderPage.ts';
import type { RouteHandle } from '#src/lib/routeHandle.ts';
import { parseIdParam, parseTypeParam } from '#src/lib/typeParam.ts';
import { chosenOptionsRequest } from '../chosenOptionsRequest.ts';
import { finishOrderTrip } from '../finishOrderTrip.ts';
import { orderKeyOf } from '../orderKey.ts';
import { orderRequest } from '../orderRequest.ts';
import { readAsBase64 } from '../readAsBase64.ts';

export const handle = { titleId: 'order.title' } satisfies RouteHandle;

/** The basket item the order form is for: the cart's `?item=`, a vehicle of this model and type. */
function itemFor(items: readonly BasketItem[], id: string | null, modelId: number, typeId: number) {
  return items.find(
    (item) =>
      item.Id === id &&
      item.SelectedItem.nModelID === modelId &&
      item.SelectedItem.nTypeIDHist === typeId,
  );
}

/** The terms a generic item (no term yet) may be ordered with: its type's, or its offer's. */
function termsRequestOf(item: BasketItem): TermsRequest {
  const pricingManager = item.nPricingManagerId ?? null;
  return pricingManager === null
    ? {
        cSoort: 'OMR',
        ID: item.SelectedItem.nTypeIDHist,
        MobilityProductId: item.MobilityProductId,
      }
    : { cSoort: 'PM', ID: pricingManager, MobilityProductId: item.MobilityProductId };
}

/**
 * Going to the order page (spec point 4): it needs a basket item that is not a card, in the flow
 * that priced it. A model, type or order segment that does not parse, an item that is not in the
 * basket, or one of the other flow, is the 404. The item's chosen options are loaded, and the
 * term and mileage for an item without them.
 */
export async function loader({ context, params, request }: RouteLoaderArgs) {
  const modelId = parseIdParam(params.model);
  const typeId = parseTypeParam(params.type);
  if (modelId === null || typeId === null) throw data(null, { status: 404 });
  const { queryClient, gateway } = appDepsOf(context);
  const basket = await queryClient.ensureQueryData(basketQueryOptions(gateway));
  const item = itemFor(
    basket.Items,
    new URL(request.url).searchParams.get('item'),
    modelId,
    typeId,
  );
  if (!item || params.order !== orderFlowOf(item)) throw data(null, { status: 404 });
  const taalcode = routeLanguage(params.lang);
  const details = await queryClient.ensureQueryData(
    carDetailsQueryOptions(gateway, { nTypeIDHist: typeId }),
  );
  const brandId = details.Merken[0]?.nMerkID;
  await Promise.all([
    queryClient.ensureQueryData(agreementsQueryOptions(gateway, { taalcode })),
    queryClient.ensureQueryData(
      orderQuestionsQueryOptions(gateway, { nTypeIDHist: typeId, cTaal: taalcode }),
    ),
    item.SelectedItem.nLooptijd == null || item.SelectedItem.nKilometrage == null
      ? queryClient.ensureQueryData(termsQueryOptions(gateway, termsRequestOf(item)))
      : null,
    (async () => {
      const categoryId =
        item.Categorie?.nCategorieID ??
        firstCategoryId(
          await queryClient.ensureQueryData(settingsQueryOptions(gateway, item.MobilityProductId)),
        );
      if (categoryId === null) return;
      await queryClient.ensureQueryData(
        optionsQueryOptions(gateway, chosenOptionsRequest(item, categoryId, taalcode)),
      );
    })(),
    brandId ? queryClient.prefetchQuery(dealersQueryOptions(gateway, { nMerkID: brandId })) : null,
  ]);
  return null;
}

/** The item's category, else the driver's first (the loader fetched the settings for that). */
function useItemCategory(item: BasketItem): number | null {
  const gateway = useGateway();
  const settings = useQuery({
    ...settingsQueryOptions(gateway, item.MobilityProductId),
    enabled: !item.Categorie,
  });
  return item.Categorie?.nCategorieID ?? (settings.data ? firstCategoryId(settings.data) : null);
}

/**
 * `/{lang}/{lease}/calculator/{model}/types/{type}/{order}/order`: the order form of one cart
 * item, in the order layout, on the trip through the cart the URL names (`orderTripOf`). Sent
 * with one `Idempotency-Key` per basket item (`orderKeyOf`), so a double click, a retry after a
 * lost answer, a reload or a second tab never orders twice. The next item's form follows; after
 * the last, the trip's items are finalized together with the ticked card, and the driver sees the
 * order's status, or for several orders the list of them.
 */
export function Component() {
  const gateway = useGateway();
  const locale = useRouteLocale();
  const { client } = useRouteClient();
  const message = usePortalMessage();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const routeParams = useParams();
  const modelId = parseIdParam(routeParams.model) ?? 0;
  const typeId = parseTypeParam(routeParams.type) ?? 0;
  const taalcode = languageOfLocale(locale);
  const { data: basket } = useSuspenseQuery(basketQueryOptions(gateway));
  const { data: agreements } = useSuspenseQuery(agreementsQueryOptions(gateway, { taalcode }));
  const { data: questions } = useSuspenseQuery(
    orderQuestionsQueryOptions(gateway, { nTypeIDHist: typeId, cTaal: taalcode }),
  );
  const { data: details } = useSuspenseQuery(
    carDetailsQueryOptions(gateway, { nTypeIDHist: typeId }),
  );
  const brandId = details.Merken[0]?.nMerkID;
  const dealers = useQuery({
    ...dealersQueryOptions(gateway, { nMerkID: brandId ?? 0 }),
    enabled: brandId !== undefined,
  });
  // Only for an item without an id (another backend's): then the key lasts as long as the form.
  const [formKey] = useState(() => crypto.randomUUID());
  const order = useOrderMutation(gateway);
  const finalize = useFinalizeBasketMutation(gateway);
  // Between the order's answer and the next page: the next form or the trip's finalize.
  const [finishing, setFinishing] = useState<{ error: unknown; pending: boolean }>({
    error: null,
    pending: false,
  });
  const queryClient = useQueryClient();
  // The loader made sure the item is in the basket; after ordering it leaves, and the page with it.
  const item = itemFor(basket.Items, search.get('item'), modelId, typeId);
  const trip = orderTripOf(search, item?.Id ?? null);
  const model = details.Merken[0]?.Modellen.find((entry) => entry.nModelID === modelId);
  if (!item) return null;
  const vehicle =
    item.SelectedItem.cOmschrijving ?? `${details.Merken[0]?.cMerk ?? ''} ${model?.cModel ?? ''}`;

  const submit = async (values: OrderFormValues, choices: ItemChoices) => {
    const attachment = values.attachment ? await readAsBase64(values.attachment) : null;
    const idempotencyKey = item.Id ? await orderKeyOf(item.Id) : formKey;
    order.mutate(
      { order: orderRequest(item, values, { ...choices, attachment }), idempotencyKey },
      {
        // The server answers the order a form placed for the item already rather than ordering
        // the car again, so stepping back to an earlier form and sending it again is harmless.
        onSuccess: async ({ nBestelID }) => {
          setFinishing({ error: null, pending: true });
          const step = await finishOrderTrip(
            { queryClient, gateway },
            trip,
            item.Id ?? '',
            finalize.mutateAsync,
          ).catch((error: unknown) => {
            setFinishing({ error, pending: false });
            return null;
          });
          if (step === null) return;
          if (step.kind === 'next') {
            const next = orderPageHref(locale, client, step.item, trip);
            setFinishing({ error: null, pending: false });
            if (next) void navigate(next);
            return;
          }
          const [only, ...more] = step.orderIds ?? [nBestelID];
          // One order opens its status; several (vehicles, a card) are found in my orders.
          void navigate(
            trip.items.length === 1 && trip.card === null && more.length === 0 && only
              ? paths.orderStatus.getHref(locale, client, only)
              : paths.orders.getHref(locale, client),
          );
        },
      },
    );
  };
  const refusal = order.error instanceof HttpError ? order.error : null;
  // The order was placed; the form stays, and sending it again goes on without a second order.
  const finalizeFailure = finishing.error ? apiErrorMessage(finishing.error) : null;
  const position = trip.items.indexOf(item.Id ?? '') + 1;

  return (
    <Stack spacing={3} sx={{ maxWidth: (theme) => theme.breakpoints.values.lg }}>
      <Typography component="h1" variant="h2">
        {message('order.title')}
      </Typography>
      {trip.items.length > 1 ? (
        <Typography>
          {message('order.trip.position', { position, count: trip.items.length })}
        </Typography>
      ) : null}
      {finalizeFailure ? (
        <Alert severity="error" role="alert">
          {message(finalizeFailure.id, finalizeFailure.values)}
        </Alert>
      ) : null}
      {/* Each item of a trip starts with a form of its own. */}
      <ItemChoicesFor key={item.Id ?? ''} item={item}>
        {(choices, termPicker, chosen) => (
          <Box sx={ORDER_COLUMNS}>
            {/* First in reading order: on a phone what is ordered comes before the form. */}
            <Paper variant="outlined" sx={ORDER_SUMMARY}>
              <Stack spacing={3}>
                <ItemFigures item={item} vehicle={vehicle.trim()} />
                {chosen ? (
                  <ChosenOptions
                    options={chosen.gekozenOptiesNieuw}
                    ownOptions={splitEigenOpties(item.EigenOpties).ownOptions}
                    paint={chosen.cGekozenLak ?? null}
                    upholstery={chosen.cGekozenStoelbekleding ?? null}
                    headingLevel={2}
                  />
                ) : null}
              </Stack>
            </Paper>
            <Stack spacing={3} sx={{ minWidth: 0, gridColumn: { md: 1 }, gridRow: { md: 1 } }}>
              {termPicker}
              <OrderForm
                {...(chosen?.cGekozenLak
                  ? {
                      colorAndUpholstery: {
                        cKleur: chosen.cGekozenLak,
                        cBekleding: chosen.cGekozenStoelbekleding ?? '',
                      },
                    }
                  : {})}
                dealers={dealers.data ?? []}
                dealersLoading={dealers.isPending}
                agreements={agreements}
                questions={questions}
                pending={order.isPending || finishing.pending}
                refusal={refusal ? { reason: refusal.reason, field: refusal.field } : null}
                onSubmit={(values) => void submit(values, choices)}
                headingLevel={2}
              />
            </Stack>
          </Box>
        )}
      </ItemChoicesFor>
    </Stack>
  );
}

/**
 * The form and, beside it where there is room, what is ordered (as the configurator has its
 * summary): a form across a whole wide window has fields too long to read or fill in.
 */
const ORDER_COLUMNS = {
  display: 'grid',
  gap: 4,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(280px, 1fr)' },
  alignItems: 'start',
} as const;

/** What is ordered stays in view beside a long form. */
const ORDER_SUMMARY = {
  p: { xs: 2, sm: 3 },
  minWidth: 0,
  gridColumn: { md: 2 },
  gridRow: { md: 1 },
  position: { md: 'sticky' },
  top: { md: 16 },
} as const;

/** The choices an order adds to its basket item: the category and the term. */
type ItemChoices = { categoryId: number; term: { nLooptijd: number; nKilometrage: number } };

/**
 * The item's own category and term, or, where it lacks them, the driver's category and a term
 * picked here (spec point 4: a generic item, without a term, gets one on the order page), and its
 * chosen options as the server resolves them. The loader fetched what this needs.
 */
function ItemChoicesFor({
  item,
  children,
}: {
  item: BasketItem;
  children(choices: ItemChoices, termPicker: ReactNode, chosen: OptionsResponse | null): ReactNode;
}) {
  const gateway = useGateway();
  const message = usePortalMessage();
  const language = languageOfLocale(useRouteLocale());
  const selected = item.SelectedItem;
  const generic = selected.nLooptijd == null || selected.nKilometrage == null;
  const terms = useQuery({ ...termsQueryOptions(gateway, termsRequestOf(item)), enabled: generic });
  const itemCategory = useItemCategory(item);
  const chosen = useQuery({
    ...optionsQueryOptions(gateway, chosenOptionsRequest(item, itemCategory ?? 0, language)),
    enabled: itemCategory !== null,
  });
  const [picked, setPicked] = useState<ItemChoices['term'] | null>(null);
  const standard = {
    nLooptijd:
      selected.nLooptijd ?? terms.data?.nStandaardLooptijd ?? terms.data?.Looptijden[0] ?? 0,
    nKilometrage:
      selected.nKilometrage ??
      terms.data?.nStandaardKilometrage ??
      terms.data?.Kilometrages[0] ??
      0,
  };
  const categoryId = itemCategory ?? 0;
  const termPicker =
    generic && terms.data ? (
      <Stack spacing={1} component="section" aria-label={message('order.term.heading')}>
        <Typography component="h2" variant="h5">
          {message('order.term.heading')}
        </Typography>
        <TermMileagePicker terms={terms.data} value={picked ?? standard} onChange={setPicked} />
      </Stack>
    ) : null;
  return children({ categoryId, term: picked ?? standard }, termPicker, chosen.data ?? null);
}

/** What is being ordered, with the figures the cart priced it at. */
function ItemFigures({ item, vehicle }: { item: BasketItem; vehicle: string }) {
  const message = usePortalMessage();
  const selected = item.SelectedItem;
  const figures = [
    ['order.figures.leasePrice', selected.nLeaseprijs],
    ['order.figures.ownContribution', selected.nEigenbijdrage],
    ['order.figures.netCost', selected.nNettoKosten],
  ] as const;
  return (
    <Stack spacing={1} component="section" aria-label={message('order.figures.heading')}>
      <Typography variant="h5" component="p">
        {vehicle}
      </Typography>
      {selected.nLooptijd != null && selected.nKilometrage != null ? (
        <Typography>
          {message('order.figures.term', {
            months: selected.nLooptijd,
            km: selected.nKilometrage,
          })}
        </Typography>
      ) : null}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, m: 0 }}>
        {figures.map(([label, value]) =>
          value == null ? null : (
            <Fragment key={label}>
              <Typography component="dt">{message(label)}</Typography>
              <Box component="dd" sx={{ m: 0 }}>
                <Price value={value} period="month" />
              </Box>
            </Fragment>
          ),
        )}
      </Box>
    </Stack>
  );
}
