import { queryOptions } from '@tanstack/react-query';
import type { Gateway } from '../../gateway.ts';
import { reviewsSchema, type Reviews } from '../../schemas/search.ts';
import { searchKeys } from './keys.ts';

/**
 * `GET /api-news/autotests?nmodelid[]=…`: reviews of the given models. Call it only when the
 * settings have `IsAutoReviewEnabled` (the query options take that as `enabled`).
 */
export function getAutotests(
  gateway: Gateway,
  modelIds: readonly number[],
  signal?: AbortSignal,
): Promise<Reviews> {
  return gateway.call({
    name: 'autotests',
    method: 'GET',
    path: '/api-news/autotests',
    query: { 'nmodelid[]': modelIds },
    response: reviewsSchema,
    kind: 'read',
    signal,
  });
}

/** Query options of `autotests`; disabled unless reviews are enabled and there is a model. */
export function reviewsQueryOptions(
  gateway: Gateway,
  modelIds: readonly number[],
  enabled: boolean,
) {
  return queryOptions({
    queryKey: searchKeys.reviews(modelIds),
    queryFn: ({ signal }) => getAutotests(gateway, modelIds, signal),
    enabled: enabled && modelIds.length > 0,
  });
}
