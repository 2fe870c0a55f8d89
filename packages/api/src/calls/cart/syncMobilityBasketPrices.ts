import { mutationOptions } from '@tanstack/react-query';
import type { Gateway } from '../../gateway.ts';
import { shoppingCartSchema, type ShoppingCart } from '../../schemas/cart.ts';
import { cartKeys } from './keys.ts';

/**
 * `GET /api/syncMobilityBasketPrices`: recomputes the basket's prices after a settings change
 * (container mode) and answers the basket. A GET, so the gateway treats it as a read; the hook
 * is a mutation because it is triggered by a change, not shown on a screen.
 */
export function syncMobilityBasketPrices(
  gateway: Gateway,
  signal?: AbortSignal,
): Promise<ShoppingCart> {
  return gateway.call({
    name: 'syncMobilityBasketPrices',
    method: 'GET',
    path: '/api/syncMobilityBasketPrices',
    response: shoppingCartSchema,
    kind: 'read',
    signal,
  });
}

/** Mutation options of `syncMobilityBasketPrices`: the re-synced basket goes into the cache. */
export function syncBasketPricesMutationOptions(gateway: Gateway) {
  return mutationOptions({
    mutationKey: cartKeys.syncPrices,
    mutationFn: () => syncMobilityBasketPrices(gateway),
    onSuccess: (cart, _vars, _onMutate, { client }) => {
      client.setQueryData(cartKeys.basket, cart);
    },
  });
}
