import { mutationOptions, useMutation } from '@tanstack/react-query';
import { NetworkError } from '../../errors.ts';
import type { Gateway } from '../../gateway.ts';
import { orderResultSchema, type OrderRequest, type OrderResult } from '../../schemas/order.ts';
import { cartKeys } from './keys.ts';

/** An order to submit, with the idempotency key of its order form. */
export interface OrderSubmission {
  order: OrderRequest;
  /**
   * One key per thing ordered (the portal derives it from the basket item's id): a double click,
   * a retried request or a reload then returns the same `nBestelID` instead of a second order
   * (decisions.md §2 and §6).
   */
  idempotencyKey: string;
}

/** `POST /api/SetBestelling` with an `Idempotency-Key` header: places the order, answers `nBestelID`. */
export function setBestelling(gateway: Gateway, submission: OrderSubmission): Promise<OrderResult> {
  return gateway.call({
    name: 'SetBestelling',
    method: 'POST',
    path: '/api/SetBestelling',
    body: submission.order,
    headers: { 'Idempotency-Key': submission.idempotencyKey },
    response: orderResultSchema,
    kind: 'write',
  });
}

/**
 * Mutation options of `SetBestelling`. A request that got no answer is retried (twice): the key
 * makes that safe. An order changes the basket and the order list, so both are refetched.
 */
export function orderMutationOptions(gateway: Gateway) {
  return mutationOptions({
    mutationKey: cartKeys.setOrder,
    mutationFn: (submission: OrderSubmission) => setBestelling(gateway, submission),
    retry: (failureCount, error) => error instanceof NetworkError && failureCount < 2,
    onSuccess: (_result, _submission, _onMutate, { client }) =>
      client.invalidateQueries({ queryKey: cartKeys.all }),
  });
}

/** Hook for `SetBestelling`. */
export function useOrderMutation(gateway: Gateway) {
  return useMutation(orderMutationOptions(gateway));
}
