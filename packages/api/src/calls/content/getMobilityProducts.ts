import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Gateway } from '../../gateway.ts';
import { mobilityProductsSchema, type MobilityProducts } from '../../schemas/content.ts';
import { contentKeys } from './keys.ts';

/** `GET /api/getMobilityProducts`: the products of the mobility catalogue. */
export function getMobilityProducts(
  gateway: Gateway,
  signal?: AbortSignal,
): Promise<MobilityProducts> {
  return gateway.call({
    name: 'getMobilityProducts',
    method: 'GET',
    path: '/api/getMobilityProducts',
    response: mobilityProductsSchema,
    kind: 'read',
    signal,
  });
}

/** Query options of `getMobilityProducts`. */
export function mobilityProductsQueryOptions(gateway: Gateway) {
  return queryOptions({
    queryKey: contentKeys.mobilityProducts,
    queryFn: ({ signal }) => getMobilityProducts(gateway, signal),
  });
}

/** Hook for `getMobilityProducts`. */
export function useMobilityProductsQuery(gateway: Gateway) {
  return useQuery(mobilityProductsQueryOptions(gateway));
}
