import type { MobilityProduct } from '../schemas/cart.ts';
import { productType } from './productType.ts';

/**
 * One entry per catalogue object (type and `object_id`), in first-seen order; where the same
 * object appears bare and with a basket item, the one with the basket item wins (spec point 4).
 */
export function dedupeProducts<Product extends Pick<MobilityProduct, 'DataObject' | 'BasketItem'>>(
  products: readonly Product[],
): Product[] {
  const byObject = new Map<string, Product>();
  for (const product of products) {
    const key = `${productType(product.DataObject)}:${product.DataObject.object_id}`;
    const seen = byObject.get(key);
    if (!seen || (!seen.BasketItem && product.BasketItem)) byObject.set(key, product);
  }
  return [...byObject.values()];
}
