import { queryOptions } from '@tanstack/react-query';
import type { Gateway } from '../../gateway.ts';
import { dealersSchema, type Dealers, type DealersQuery } from '../../schemas/content.ts';
import { perResource } from '../perResource.ts';
import { contentKeys } from './keys.ts';

const path = '/api/GetDealers';

/** `GET /api/GetDealers?nMerkID=…`: the dealers that deliver a brand. */
export function getDealers(
  gateway: Gateway,
  query: DealersQuery,
  signal?: AbortSignal,
): Promise<Dealers> {
  return gateway.call({
    name: 'GetDealers',
    method: 'GET',
    path,
    query: { nMerkID: query.nMerkID, MobilityProductId: query.MobilityProductId },
    response: dealersSchema,
    kind: 'read',
    // The cart's order forms load the dealers of several brands at once.
    cancelGroup: perResource(path, query),
    signal,
  });
}

/** Query options of `GetDealers`. */
export function dealersQueryOptions(gateway: Gateway, query: DealersQuery) {
  return queryOptions({
    queryKey: contentKeys.dealers(query),
    queryFn: ({ signal }) => getDealers(gateway, query, signal),
  });
}
