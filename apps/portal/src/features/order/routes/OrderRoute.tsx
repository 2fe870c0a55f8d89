import {
  agreementsQueryOptions,
  basketQueryOptions,
  carDetailsQueryOptions,
  dealersQueryOptions,
  HttpError,
  languageOfLocale,
  orderQuestionsQueryOptions,
  splitEigenOpties,
  useOrderMutation,
  useSetBasketMutation,
  type BasketItem,
  type OrderRequest,
} from '@lease/api';
import { OrderForm, type OrderFormValues } from '@lease/ui';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { data, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '#src/config/paths.ts';
import { useRouteClient } from '#src/hooks/useRouteClient.ts';
import { useRouteLocale } from '#src/hooks/useRouteLocale.ts';
import { routeLanguage } from '#src/i18n/routeLanguage.ts';
import { usePortalMessage } from '#src/i18n/usePortalMessage.ts';
import { appDepsOf, useGateway, type RouteLoaderArgs } from '#src/lib/appDeps.tsx';
import type { RouteHandle } from '#src/lib/routeHandle.ts';
import { parseIdParam, parseTypeParam } from '#src/lib/typeParam.ts';
import { readAsBase64 } from '../readAsBase64.ts';

export const handle = { titleId: 'order.title' } satisfies RouteHandle;

/** The spec's `{order}` segment: the flow the order comes from. */
const ORDER_KINDS = { configurator: 'OMR', 'pricing-manager': 'PM' } as const;

/** The basket item the order form is for: the cart's `?item=`, a vehicle of this model and type. */
function itemFor(items: readonly BasketItem[], id: string | null, modelId: number, typeId: number) {
  return items.find(
    (item) =>
      item.Id === id &&
      item.SelectedItem.nModelID === modelId &&
      item.SelectedItem.nTypeIDHist === typeId,
  );
}

/**
 * Going to the order page (spec point 4): it needs a basket item that is not a card. A model,
 * type or order segment that does not parse, or an item that is not in the basket, is the 404.
 */
export async function loader({ context, params, request }: RouteLoaderArgs) {
  const modelId = parseIdParam(params.model);
  const typeId = parseTypeParam(params.type);
  const kind = params.order;
  if (
    modelId === null ||
    typeId === null ||
    (kind !== 'configurator' && kind !== 'pricing-manager')
  ) {
    throw data(null, { status: 404 });
  }
  const { queryClient, gateway } = appDepsOf(context);
  const basket = await queryClient.ensureQueryData(basketQueryOptions(gateway));
  const item = itemFor(
    basket.Items,
    new URL(request.url).searchParams.get('item'),
    modelId,
    typeId,
  );
  if (!item) throw data(null, { status: 404 });
  const taalcode = routeLanguage(params.lang);
  const details = await queryClient.ensureQueryData(
    carDetailsQueryOptions(gateway, { nTypeIDHist: typeId }),
  );
  const brandId = details.Merken[0]?.nMerkID;
  await Promise.all([
    queryClient.ensureQueryData(agreementsQueryOptions(gateway, { taalcode })),
    queryClient.ensureQueryData(orderQuestionsQueryOptions(gateway, { nTypeIDHist: typeId })),
    brandId ? queryClient.prefetchQuery(dealersQueryOptions(gateway, { nMerkID: brandId })) : null,
  ]);
  return null;
}

/**
 * `/{lang}/{lease}/calculator/{model}/types/{type}/{order}/order`: the order form of one cart
 * item, in the order layout. Sent once, with one `Idempotency-Key` per form, so a double click
 * or a retry after a lost answer never orders twice; the ordered item leaves the cart and the
 * driver sees the order's status.
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
  const kind =
    routeParams.order === 'pricing-manager'
      ? ORDER_KINDS['pricing-manager']
      : ORDER_KINDS.configurator;
  const taalcode = languageOfLocale(locale);
  const { data: basket } = useSuspenseQuery(basketQueryOptions(gateway));
  const { data: agreements } = useSuspenseQuery(agreementsQueryOptions(gateway, { taalcode }));
  const { data: questions } = useSuspenseQuery(
    orderQuestionsQueryOptions(gateway, { nTypeIDHist: typeId }),
  );
  const { data: details } = useSuspenseQuery(
    carDetailsQueryOptions(gateway, { nTypeIDHist: typeId }),
  );
  const brandId = details.Merken[0]?.nMerkID;
  const dealers = useQuery({
    ...dealersQueryOptions(gateway, { nMerkID: brandId ?? 0 }),
    enabled: brandId !== undefined,
  });
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const order = useOrderMutation(gateway);
  const setBasket = useSetBasketMutation(gateway);
  const item = itemFor(basket.Items, search.get('item'), modelId, typeId);
  const model = details.Merken[0]?.Modellen.find((entry) => entry.nModelID === modelId);
  const { ownOptions } = splitEigenOpties(item?.EigenOpties ?? []);

  const submit = async (values: OrderFormValues) => {
    if (!item) return;
    const selected = item.SelectedItem;
    const attachment = values.attachment ? await readAsBase64(values.attachment) : null;
    const request: OrderRequest = {
      bVerwerkt: false,
      nTypeIDHist: selected.nTypeIDHist,
      nCategorieID: item.Categorie?.nCategorieID ?? 1,
      nLeaseprijs: selected.nLeaseprijs ?? 0,
      nEigenbijdrage: selected.nEigenbijdrage ?? 0,
      nNettoKosten: 0,
      cOpmerking: values.cOpmerking || null,
      cKleur: values.cKleur || null,
      cBekleding: values.cBekleding || null,
      nDealerID: values.nDealerID,
      cDealerContactpersoon: values.cDealerContactpersoon,
      cBijlage: values.attachment?.name ?? null,
      aBijlage: attachment,
      Opties: item.Opties,
      // The questions first, in the form's order: a refusal of `EigenOpties.<n>` is question n.
      EigenOpties: [...values.questions, ...ownOptions],
      cSoort: kind,
      Akkoorden: values.Akkoorden,
      cRijbewijsnummer: values.cRijbewijsnummer,
      nLooptijd: selected.nLooptijd ?? 48,
      nKilometrage: selected.nKilometrage ?? 20_000,
    };
    order.mutate(
      { order: request, idempotencyKey },
      {
        onSuccess: ({ nBestelID }) => {
          // The ordered item leaves the cart (spec point 4: finalizing clears the ordered items).
          setBasket.mutate({
            Items: basket.Items.filter((other) => other.Id !== item.Id),
            nVersie: basket.nVersie,
          });
          void navigate(paths.orderStatus.getHref(locale, client, nBestelID));
        },
      },
    );
  };
  const refusal = order.error instanceof HttpError ? order.error : null;

  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h2">
        {message('order.title')}
      </Typography>
      {model ? (
        <Typography variant="h5" component="p">
          {`${details.Merken[0]?.cMerk ?? ''} ${model.cModel}`}
        </Typography>
      ) : null}
      <OrderForm
        dealers={dealers.data ?? []}
        dealersLoading={dealers.isPending}
        agreements={agreements}
        questions={questions}
        pending={order.isPending}
        refusal={refusal ? { reason: refusal.reason, field: refusal.field } : null}
        onSubmit={(values) => void submit(values)}
        headingLevel={2}
      />
    </Stack>
  );
}
