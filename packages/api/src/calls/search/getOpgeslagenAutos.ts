import { queryOptions } from '@tanstack/react-query';
import type { Gateway } from '../../gateway.ts';
import type { InterfaceLanguage } from '../../rules/locales.ts';
import { savedCarsSchema, type SavedCars } from '../../schemas/search.ts';
import { perResource } from '../perResource.ts';
import { searchKeys } from './keys.ts';

const path = '/api/GetOpgeslagenAutos';

/**
 * `GET /api/GetOpgeslagenAutos`: the saved configurations, or one with `nOpgeslagenAutoID`; the
 * names of options no longer offered in `taalcode` when given.
 */
export function getOpgeslagenAutos(
  gateway: Gateway,
  nOpgeslagenAutoID?: number | null,
  taalcode?: InterfaceLanguage,
  signal?: AbortSignal,
): Promise<SavedCars> {
  return gateway.call({
    name: 'GetOpgeslagenAutos',
    method: 'GET',
    path,
    query: taalcode ? { nOpgeslagenAutoID, taalcode } : { nOpgeslagenAutoID },
    response: savedCarsSchema,
    kind: 'read',
    cancelGroup: perResource(path, nOpgeslagenAutoID ?? null),
    signal,
  });
}

/** Query options of `GetOpgeslagenAutos`. */
export function savedCarsQueryOptions(
  gateway: Gateway,
  nOpgeslagenAutoID?: number | null,
  taalcode?: InterfaceLanguage,
) {
  return queryOptions({
    queryKey: searchKeys.savedCars.list(nOpgeslagenAutoID, taalcode),
    queryFn: ({ signal }) => getOpgeslagenAutos(gateway, nOpgeslagenAutoID, taalcode, signal),
  });
}
