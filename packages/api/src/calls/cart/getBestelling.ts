import { queryOptions } from '@tanstack/react-query';
import type { Gateway } from '../../gateway.ts';
import type { InterfaceLanguage } from '../../rules/locales.ts';
import { orderSchema, type Order } from '../../schemas/order.ts';
import { perResource } from '../perResource.ts';
import { cartKeys } from './keys.ts';

const path = '/api/GetBestelling';

/** `GET /api/GetBestelling?nBestelID=…` (decisions.md §2): an order's status and timeline. */
export function getBestelling(
  gateway: Gateway,
  nBestelID: number,
  taalcode?: InterfaceLanguage,
  signal?: AbortSignal,
): Promise<Order> {
  return gateway.call({
    name: 'GetBestelling',
    method: 'GET',
    path,
    query: taalcode ? { nBestelID, taalcode } : { nBestelID },
    response: orderSchema,
    kind: 'read',
    cancelGroup: perResource(path, nBestelID),
    signal,
  });
}

/** Query options of `GetBestelling`, its texts in `taalcode` when given. */
export function orderQueryOptions(
  gateway: Gateway,
  nBestelID: number,
  taalcode?: InterfaceLanguage,
) {
  return queryOptions({
    queryKey: [...cartKeys.order(nBestelID), taalcode ?? null] as const,
    queryFn: ({ signal }) => getBestelling(gateway, nBestelID, taalcode, signal),
  });
}
