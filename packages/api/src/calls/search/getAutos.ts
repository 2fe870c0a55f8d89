import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Gateway } from '../../gateway.ts';
import type { CarFilter, GetAutosRequest } from '../../schemas/carFilter.ts';
import { carSearchResultSchema, type CarSearchResult } from '../../schemas/search.ts';
import { serializeCarFilter } from '../../rules/serializeCarFilter.ts';
import { searchKeys } from './keys.ts';

/** The `GetAutos` body for a filter, in container mode with the mobility product. */
export function getAutosBody(
  filter: CarFilter,
  mobilityProductId?: number | null,
): GetAutosRequest {
  return { ...serializeCarFilter(filter), MobilityProductId: mobilityProductId ?? null };
}

/**
 * `POST /api/GetAutos`: one page of models for the filter. A read although it is a POST: a newer
 * search cancels the one still pending, so the list never shows an older answer last.
 */
export function getAutos(
  gateway: Gateway,
  body: GetAutosRequest,
  signal?: AbortSignal,
): Promise<CarSearchResult> {
  return gateway.call({
    name: 'GetAutos',
    method: 'POST',
    path: '/api/GetAutos',
    body,
    response: carSearchResultSchema,
    kind: 'read',
    signal,
  });
}

/** Query options of `GetAutos`; the previous page stays on screen while the next one loads. */
export function carsQueryOptions(
  gateway: Gateway,
  filter: CarFilter,
  mobilityProductId?: number | null,
) {
  const body = getAutosBody(filter, mobilityProductId);
  return queryOptions({
    queryKey: searchKeys.cars(body),
    queryFn: ({ signal }) => getAutos(gateway, body, signal),
    placeholderData: keepPreviousData,
  });
}
