import type { MobilityProduct } from '../schemas/cart.ts';
import { dedupeProducts } from './dedupeProducts.ts';
import { productType } from './productType.ts';

type Product = Pick<MobilityProduct, 'DataObject' | 'BasketItem' | 'Arrangement'>;

/**
 * Whether the basket may be ordered (spec point 4). After de-duplication, every product type that
 * has an arrangement needs a basket item of that type. In mobility-container mode the driver
 * spends one budget on whichever products they like, so once any product has a basket item the
 * other product types count as present; an empty basket still does not meet the requirement.
 * With no arrangement at all nothing is required and the requirement is met.
 */
export function isOrderRequirementMet(
  products: readonly Product[],
  options: { mobilityContainer: boolean },
): boolean {
  const unique = dedupeProducts(products);
  const required = new Set(
    unique.filter((p) => p.Arrangement).map((p) => productType(p.DataObject)),
  );
  const present = new Set(unique.filter((p) => p.BasketItem).map((p) => productType(p.DataObject)));
  if (required.size === 0) return true;
  if (options.mobilityContainer) return present.size > 0;
  return [...required].every((type) => present.has(type));
}
