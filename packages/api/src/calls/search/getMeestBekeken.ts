import { queryOptions } from '@tanstack/react-query';
import type { Gateway } from '../../gateway.ts';
import { mostViewedSchema, type MostViewed } from '../../schemas/search.ts';
import { searchKeys } from './keys.ts';

/** `GET /api/GetMeestBekeken`: the most viewed models. */
export function getMeestBekeken(gateway: Gateway, signal?: AbortSignal): Promise<MostViewed> {
  return gateway.call({
    name: 'GetMeestBekeken',
    method: 'GET',
    path: '/api/GetMeestBekeken',
    response: mostViewedSchema,
    kind: 'read',
    signal,
  });
}

/** Query options of `GetMeestBekeken`. */
export function mostViewedQueryOptions(gateway: Gateway) {
  return queryOptions({
    queryKey: searchKeys.mostViewed,
    queryFn: ({ signal }) => getMeestBekeken(gateway, signal),
  });
}
