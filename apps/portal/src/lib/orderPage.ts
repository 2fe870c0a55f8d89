import {
  availableCartItems,
  type BasketItem,
  type ShoppingCart,
  type SupportedLocale,
} from '@lease/api';
import { paths, type Segment } from '#src/config/paths.ts';
import { formatTypeParam } from './typeParam.ts';

/** The `{order}` segment of the order page: the flow that priced the item (spec point 2). */
export type OrderFlow = 'configurator' | 'pricing-manager';

/** An item put in the cart from a pricing manager's offer names it; any other came from the configurator. */
export function orderFlowOf(item: Pick<BasketItem, 'nPricingManagerId'>): OrderFlow {
  return item.nPricingManagerId != null ? 'pricing-manager' : 'configurator';
}

/**
 * One trip through the cart (spec point 4: an order form per item, then one finalize): the basket
 * items it orders, in order (`?trip=`, once per item), and the mobility card the driver ticked
 * in the cart (`?card=`), ordered with them at the end. In the URL, so a reload or a step back
 * stays on the trip.
 */
export interface OrderTrip {
  items: readonly string[];
  card: number | null;
}

/** The trip an order page's URL names; a page without one orders its own item alone. */
export function orderTripOf(search: URLSearchParams, itemId: string | null): OrderTrip {
  const items = search.getAll('trip');
  const card = Number(search.get('card'));
  return {
    items: itemId !== null && items.includes(itemId) ? items : itemId !== null ? [itemId] : [],
    card: Number.isInteger(card) && card > 0 ? card : null,
  };
}

/**
 * The order page of one basket item (`?item=` names it, as spec point 4 goes to the order page
 * from a basket item), in the flow that priced it, on its trip when it is on one; null for an
 * item the server has not saved yet.
 */
export function orderPageHref(
  lang: SupportedLocale,
  lease: Segment,
  item: Pick<BasketItem, 'Id' | 'SelectedItem' | 'nPricingManagerId'>,
  trip?: OrderTrip,
): string | null {
  if (!item.Id) return null;
  const page = paths.order.getHref(
    lang,
    lease,
    item.SelectedItem.nModelID,
    formatTypeParam(item.SelectedItem.nTypeIDHist),
    orderFlowOf(item),
  );
  const query = new URLSearchParams({ item: item.Id });
  for (const id of trip?.items ?? []) query.append('trip', id);
  if (trip?.card != null) query.set('card', String(trip.card));
  return `${page}?${query.toString()}`;
}

/**
 * The items one trip through the cart orders: every vehicle the cart shows, each once. In a
 * mobility container the available products' items come first, in the products' order (spec
 * point 4: a basket item, no card, not yet ordered), then any vehicle no product holds (one put
 * in the cart without a product chosen, or a second of one product), which would otherwise stay
 * behind unordered. Only items the server has saved (they have an id to order by).
 */
export function orderTripItems(cart: ShoppingCart): BasketItem[] {
  const ofProducts = availableCartItems(cart.MobilityProducts).flatMap((product) =>
    product.BasketItem ? [product.BasketItem] : [],
  );
  const first = new Set(ofProducts.map((item) => item.Id));
  return [...ofProducts, ...cart.Items.filter((item) => !first.has(item.Id))].filter(
    (item) => item.Id,
  );
}

/** Where a trip through the cart starts: the order page of its first item, or null if it has none. */
export function orderTripHref(
  lang: SupportedLocale,
  lease: Segment,
  cart: ShoppingCart,
  card: number | null,
): string | null {
  const items = orderTripItems(cart);
  const [first] = items;
  if (!first) return null;
  return orderPageHref(lang, lease, first, {
    items: items.flatMap((item) => (item.Id ? [item.Id] : [])),
    card,
  });
}
