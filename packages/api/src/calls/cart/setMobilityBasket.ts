import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { Gateway } from '../../gateway.ts';
import {
  shoppingCartSchema,
  type BasketWriteRequest,
  type ShoppingCart,
} from '../../schemas/cart.ts';
import { cartKeys } from './keys.ts';

/**
 * `POST /api/SetMobilityBasket`: replaces the basket items, building on version `nVersie`;
 * answers the saved basket with its new version, or 409 when `nVersie` is stale.
 */
export function setMobilityBasket(
  gateway: Gateway,
  body: BasketWriteRequest,
): Promise<ShoppingCart> {
  return gateway.call({
    name: 'SetMobilityBasket',
    method: 'POST',
    path: '/api/SetMobilityBasket',
    body,
    response: shoppingCartSchema,
    kind: 'write',
  });
}

/** Mutation options of `SetMobilityBasket`: the answer is the new basket, so it goes into the cache. */
export function setBasketMutationOptions(gateway: Gateway) {
  return mutationOptions({
    mutationKey: cartKeys.setBasket,
    mutationFn: (body: BasketWriteRequest) => setMobilityBasket(gateway, body),
    onSuccess: (cart, _body, _onMutate, { client }) => {
      client.setQueryData(cartKeys.basket, cart);
    },
  });
}

/** Hook for `SetMobilityBasket`. */
export function useSetBasketMutation(gateway: Gateway) {
  return useMutation(setBasketMutationOptions(gateway));
}
