import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Gateway } from '../../gateway.ts';
import { savedCarsSchema, type SavedCars } from '../../schemas/search.ts';
import { perResource } from '../perResource.ts';
import { searchKeys } from './keys.ts';

const path = '/api/GetOpgeslagenAutos';

/** `GET /api/GetOpgeslagenAutos`: the saved configurations, or one with `nOpgeslagenAutoID`. */
export function getOpgeslagenAutos(
  gateway: Gateway,
  nOpgeslagenAutoID?: number | null,
  signal?: AbortSignal,
): Promise<SavedCars> {
  return gateway.call({
    name: 'GetOpgeslagenAutos',
    method: 'GET',
    path,
    query: { nOpgeslagenAutoID },
    response: savedCarsSchema,
    kind: 'read',
    cancelGroup: perResource(path, nOpgeslagenAutoID ?? null),
    signal,
  });
}

/** Query options of `GetOpgeslagenAutos`. */
export function savedCarsQueryOptions(gateway: Gateway, nOpgeslagenAutoID?: number | null) {
  return queryOptions({
    queryKey: searchKeys.savedCars.list(nOpgeslagenAutoID),
    queryFn: ({ signal }) => getOpgeslagenAutos(gateway, nOpgeslagenAutoID, signal),
  });
}

/** Hook for `GetOpgeslagenAutos`. */
export function useSavedCarsQuery(gateway: Gateway, nOpgeslagenAutoID?: number | null) {
  return useQuery(savedCarsQueryOptions(gateway, nOpgeslagenAutoID));
}
