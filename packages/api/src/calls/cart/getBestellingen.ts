import { queryOptions } from '@tanstack/react-query';
import type { Gateway } from '../../gateway.ts';
import { orderSummariesSchema, type OrderSummaries } from '../../schemas/order.ts';
import { cartKeys } from './keys.ts';

/**
 * `GET /api/GetBestellingen` (contract addition, ADR 0002): the session driver's orders, newest
 * first, each with its status, date, vehicle and monthly figures.
 */
export function getBestellingen(gateway: Gateway, signal?: AbortSignal): Promise<OrderSummaries> {
  return gateway.call({
    name: 'GetBestellingen',
    method: 'GET',
    path: '/api/GetBestellingen',
    response: orderSummariesSchema,
    kind: 'read',
    signal,
  });
}

/** Query options of `GetBestellingen`. */
export function orderListQueryOptions(gateway: Gateway) {
  return queryOptions({
    queryKey: cartKeys.orderList,
    queryFn: ({ signal }) => getBestellingen(gateway, signal),
  });
}
