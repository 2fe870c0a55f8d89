import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { Gateway } from '../../gateway.ts';
import {
  finalizeBasketResultSchema,
  type BasketWriteRequest,
  type FinalizeBasketResult,
} from '../../schemas/cart.ts';
import { cartKeys } from './keys.ts';

/**
 * `POST /api/FinalizeMobilityBasket`: submits the ordered items and the card products (the chosen
 * card flagged in `Cards`); answers the basket without the ordered items and, in `nBestelIDs`,
 * the orders it created.
 */
export function finalizeMobilityBasket(
  gateway: Gateway,
  body: BasketWriteRequest,
): Promise<FinalizeBasketResult> {
  return gateway.call({
    name: 'FinalizeMobilityBasket',
    method: 'POST',
    path: '/api/FinalizeMobilityBasket',
    body,
    response: finalizeBasketResultSchema,
    kind: 'write',
  });
}

/** Mutation options of `FinalizeMobilityBasket`: the basket and orders are refetched. */
export function finalizeBasketMutationOptions(gateway: Gateway) {
  return mutationOptions({
    mutationKey: cartKeys.finalize,
    mutationFn: (body: BasketWriteRequest) => finalizeMobilityBasket(gateway, body),
    onSuccess: ({ nBestelIDs: _created, ...cart }, _body, _onMutate, { client }) => {
      client.setQueryData(cartKeys.basket, cart);
      return client.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}

/** Hook for `FinalizeMobilityBasket`. */
export function useFinalizeBasketMutation(gateway: Gateway) {
  return useMutation(finalizeBasketMutationOptions(gateway));
}
