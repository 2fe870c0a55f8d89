import { queryOptions } from '@tanstack/react-query';
import type { Gateway } from '../../gateway.ts';
import { carDetailsSchema, type CarDetails, type CarDetailsQuery } from '../../schemas/search.ts';
import { perResource } from '../perResource.ts';
import { searchKeys } from './keys.ts';

const path = '/api/GetCardetails';

/** `GET /api/GetCardetails?nTypeIDHist=…`: the brand/model tree of a type, or a bike's data. */
export function getCardetails(
  gateway: Gateway,
  query: CarDetailsQuery,
  signal?: AbortSignal,
): Promise<CarDetails> {
  return gateway.call({
    name: 'GetCardetails',
    method: 'GET',
    path,
    query: {
      nTypeIDHist: query.nTypeIDHist,
      nPricingManagerId: query.nPricingManagerId,
      MobilityProductId: query.MobilityProductId,
    },
    response: carDetailsSchema,
    kind: 'read',
    // The compare page loads every compared car at once.
    cancelGroup: perResource(path, query),
    signal,
  });
}

/** Query options of `GetCardetails`. */
export function carDetailsQueryOptions(gateway: Gateway, query: CarDetailsQuery) {
  return queryOptions({
    queryKey: searchKeys.carDetails(query),
    queryFn: ({ signal }) => getCardetails(gateway, query, signal),
  });
}
