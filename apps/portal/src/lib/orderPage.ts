import type { BasketItem, SupportedLocale } from '@lease/api';
import { paths, type Segment } from '#src/config/paths.ts';
import { formatTypeParam } from './typeParam.ts';

/** The `{order}` segment of the order page: the flow that priced the item (spec point 2). */
export type OrderFlow = 'configurator' | 'pricing-manager';

/** An item put in the cart from a pricing manager's offer names it; any other came from the configurator. */
export function orderFlowOf(item: Pick<BasketItem, 'nPricingManagerId'>): OrderFlow {
  return item.nPricingManagerId != null ? 'pricing-manager' : 'configurator';
}

/**
 * The order page of one basket item (`?item=` names it, as spec point 4 goes to the order page
 * from a basket item), in the flow that priced it; null for an item the server has not saved yet.
 */
export function orderPageHref(
  lang: SupportedLocale,
  lease: Segment,
  item: Pick<BasketItem, 'Id' | 'SelectedItem' | 'nPricingManagerId'>,
): string | null {
  if (!item.Id) return null;
  const page = paths.order.getHref(
    lang,
    lease,
    item.SelectedItem.nModelID,
    formatTypeParam(item.SelectedItem.nTypeIDHist),
    orderFlowOf(item),
  );
  return `${page}?${new URLSearchParams({ item: item.Id }).toString()}`;
}
