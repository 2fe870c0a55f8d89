import type { MobilityProduct } from '../schemas/cart.ts';
import { dedupeProducts } from './dedupeProducts.ts';

/**
 * The cart products that can still be ordered (spec point 4): those with a basket item, without a
 * card, and not yet ordered in this session (`orderedIds`: product ids whose order form is done).
 */
export function availableCartItems<
  Product extends Pick<MobilityProduct, 'Id' | 'DataObject' | 'BasketItem' | 'Card'>,
>(products: readonly Product[], orderedIds: readonly number[] = []): Product[] {
  return dedupeProducts(products).filter(
    (product) => product.BasketItem && !product.Card && !orderedIds.includes(product.Id),
  );
}
