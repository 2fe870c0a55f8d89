import { queryOptions } from '@tanstack/react-query';
import type { Gateway } from '../../gateway.ts';
import {
  mobilityProductsSchema,
  type MobilityProductsQuery,
  type MobilityProducts,
} from '../../schemas/content.ts';
import { contentKeys } from './keys.ts';

/** `GET /api/getMobilityProducts?taalcode`: the products of the mobility catalogue. */
export function getMobilityProducts(
  gateway: Gateway,
  query: MobilityProductsQuery = {},
  signal?: AbortSignal,
): Promise<MobilityProducts> {
  return gateway.call({
    name: 'getMobilityProducts',
    method: 'GET',
    path: '/api/getMobilityProducts',
    query: { taalcode: query.taalcode },
    response: mobilityProductsSchema,
    kind: 'read',
    signal,
  });
}

/** Query options of `getMobilityProducts`; without `taalcode` the driver's language. */
export function mobilityProductsQueryOptions(gateway: Gateway, query: MobilityProductsQuery = {}) {
  return queryOptions({
    queryKey: [...contentKeys.mobilityProducts, query] as const,
    queryFn: ({ signal }) => getMobilityProducts(gateway, query, signal),
  });
}
