import { mutationOptions, useMutation } from '@tanstack/react-query';
import { HttpError } from '../../errors.ts';
import type { Gateway } from '../../gateway.ts';
import type { BasketItem, ShoppingCart } from '../../schemas/cart.ts';
import { basketQueryOptions, getMobilityBasket } from './getMobilityBasket.ts';
import { cartKeys } from './keys.ts';
import { setMobilityBasket } from './setMobilityBasket.ts';

export interface AddToCartOptions {
  /** How many times to save before giving up on a basket that keeps changing. */
  attempts?: number;
  /** How to load the basket; defaults to `GetMobilityBasket`. The hook reads through the query cache. */
  loadBasket?: () => Promise<ShoppingCart>;
}

/**
 * Adds an item to the basket (spec point 4): fetch the basket, append the item to its items,
 * save with the basket's version. When another tab saved in between, the server answers 409;
 * the basket is then fetched again and the item re-applied, up to `attempts` times, so no add is
 * lost and none is applied twice (decisions.md §2).
 */
export async function addToCart(
  gateway: Gateway,
  item: BasketItem,
  options: AddToCartOptions = {},
): Promise<ShoppingCart> {
  const attempts = options.attempts ?? 3;
  const loadBasket = options.loadBasket ?? (() => getMobilityBasket(gateway));
  for (let attempt = 1; ; attempt++) {
    const basket = await loadBasket();
    try {
      return await setMobilityBasket(gateway, {
        Items: [...basket.Items, item],
        nVersie: basket.nVersie,
      });
    } catch (error) {
      const stale = error instanceof HttpError && error.status === 409;
      if (!stale || attempt >= attempts) throw error;
    }
  }
}

/**
 * Mutation options of add-to-cart. The basket is read through the query cache with `staleTime: 0`,
 * so a basket fetch already in flight is shared rather than cancelled; the saved basket then
 * replaces the cached one.
 */
export function addToCartMutationOptions(gateway: Gateway) {
  return mutationOptions({
    mutationKey: cartKeys.addToCart,
    mutationFn: (item: BasketItem, { client }) =>
      addToCart(gateway, item, {
        loadBasket: () => client.fetchQuery({ ...basketQueryOptions(gateway), staleTime: 0 }),
      }),
    onSuccess: (cart, _item, _onMutate, { client }) => {
      client.setQueryData(cartKeys.basket, cart);
    },
  });
}

/** Hook for add-to-cart; show the success notice (`message.post.shoppingCart.success`) on success. */
export function useAddToCartMutation(gateway: Gateway) {
  return useMutation(addToCartMutationOptions(gateway));
}
