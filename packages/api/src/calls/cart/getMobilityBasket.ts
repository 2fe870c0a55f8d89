import { queryOptions } from '@tanstack/react-query';
import type { Gateway } from '../../gateway.ts';
import { shoppingCartSchema, type ShoppingCart } from '../../schemas/cart.ts';
import { cartKeys } from './keys.ts';

/** `GET /api/GetMobilityBasket`: the basket with its budget and version (`nVersie`). */
export function getMobilityBasket(gateway: Gateway, signal?: AbortSignal): Promise<ShoppingCart> {
  return gateway.call({
    name: 'GetMobilityBasket',
    method: 'GET',
    path: '/api/GetMobilityBasket',
    response: shoppingCartSchema,
    kind: 'read',
    signal,
  });
}

/** Query options of `GetMobilityBasket`. */
export function basketQueryOptions(gateway: Gateway) {
  return queryOptions({
    queryKey: cartKeys.basket,
    queryFn: ({ signal }) => getMobilityBasket(gateway, signal),
  });
}
