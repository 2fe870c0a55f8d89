import {
  basketQueryOptions,
  HttpError,
  type BasketItem,
  type BasketWriteRequest,
  type FinalizeBasketResult,
  type Gateway,
  type ShoppingCart,
} from '@lease/api';
import type { QueryClient } from '@tanstack/react-query';
import type { OrderTrip } from '#src/lib/orderPage.ts';

/** After an item's order form: the trip's next item still in the basket, or the trip is done. */
export type TripStep =
  | { kind: 'next'; item: BasketItem }
  /** `orderIds`: what finalizing answered; null when another tab or an earlier try finalized. */
  | { kind: 'done'; orderIds: number[] | null };

/** How often a finalize is tried on a basket that keeps changing elsewhere (409). */
const FINALIZE_ATTEMPTS = 3;

/** The `FinalizeMobilityBasket` body of a trip: its items still in the basket, the ticked card. */
function finalizeBody(basket: ShoppingCart, trip: OrderTrip): BasketWriteRequest | null {
  const ordered = basket.Items.filter((item) => item.Id && trip.items.includes(item.Id));
  // No item of the trip left: it was finalized already (another tab, an answer that got lost).
  // Its card went with it; sending the card alone would order it a second time.
  if (ordered.length === 0) return null;
  return {
    Items: ordered,
    nVersie: basket.nVersie,
    Cards: basket.MobilityProducts.filter((product) => product.Card).map((product) => ({
      Id: product.Id,
      bGekozen: product.Id === trip.card,
    })),
  };
}

/**
 * What follows the order form of `current` on `trip` (spec point 4: a form per item, then one
 * finalize of them all with the chosen card). Every item before `current` passed its form; the
 * next is the first later item still in the basket, read afresh, as another tab may have changed
 * it. After the last form the trip's items are finalized together; a basket changed elsewhere
 * meanwhile (409) is read again and the finalize retried, and an item a finalize cleared already
 * is never sent again.
 */
export async function finishOrderTrip(
  { queryClient, gateway }: { queryClient: QueryClient; gateway: Gateway },
  trip: OrderTrip,
  current: string,
  finalize: (body: BasketWriteRequest) => Promise<FinalizeBasketResult>,
): Promise<TripStep> {
  const fresh = () => queryClient.fetchQuery({ ...basketQueryOptions(gateway), staleTime: 0 });
  const basket = await fresh();
  const later = trip.items.slice(trip.items.indexOf(current) + 1);
  const next = later
    .map((id) => basket.Items.find((item) => item.Id === id))
    .find((item) => item !== undefined);
  if (next) return { kind: 'next', item: next };
  for (let attempt = 1, seen = basket; ; attempt++) {
    const body = finalizeBody(seen, trip);
    if (!body) return { kind: 'done', orderIds: null };
    try {
      return { kind: 'done', orderIds: (await finalize(body)).nBestelIDs };
    } catch (error) {
      const stale = error instanceof HttpError && error.status === 409;
      if (!stale || attempt >= FINALIZE_ATTEMPTS) throw error;
      seen = await fresh();
    }
  }
}
