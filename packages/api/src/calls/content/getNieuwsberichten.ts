import { queryOptions } from '@tanstack/react-query';
import type { Gateway } from '../../gateway.ts';
import { newsSchema, type News, type NewsQuery } from '../../schemas/content.ts';
import { perResource } from '../perResource.ts';
import { contentKeys } from './keys.ts';

const path = '/api/GetNieuwsberichten';

/** `GET /api/GetNieuwsberichten?taalcode=…`: news, and with `nModelID` the news of that model. */
export function getNieuwsberichten(
  gateway: Gateway,
  query: NewsQuery,
  signal?: AbortSignal,
): Promise<News> {
  return gateway.call({
    name: 'GetNieuwsberichten',
    method: 'GET',
    path,
    query: { taalcode: query.taalcode, nModelID: query.nModelID },
    response: newsSchema,
    kind: 'read',
    // General news and a model's news show on one page at once.
    cancelGroup: perResource(path, query),
    signal,
  });
}

/** Query options of `GetNieuwsberichten`. */
export function newsQueryOptions(gateway: Gateway, query: NewsQuery) {
  return queryOptions({
    queryKey: contentKeys.news(query),
    queryFn: ({ signal }) => getNieuwsberichten(gateway, query, signal),
  });
}
