import { queryOptions } from '@tanstack/react-query';
import type { Gateway } from '../../gateway.ts';
import { imageSchema, type Image, type ImageQuery } from '../../schemas/search.ts';
import { perResource } from '../perResource.ts';
import { searchKeys } from './keys.ts';

const path = '/api/GetAfbeelding';

/** `GET /api/GetAfbeelding?nTypeIDHist=…&nObjectID=…`: a vehicle image as base64. */
export function getAfbeelding(
  gateway: Gateway,
  query: ImageQuery,
  signal?: AbortSignal,
): Promise<Image> {
  return gateway.call({
    name: 'GetAfbeelding',
    method: 'GET',
    path,
    query: { nTypeIDHist: query.nTypeIDHist, nObjectID: query.nObjectID },
    response: imageSchema,
    kind: 'read',
    // A result list shows several cars: their images load side by side.
    cancelGroup: perResource(path, query),
    signal,
  });
}

/** Query options of `GetAfbeelding`; an image of a type does not change within a session. */
export function imageQueryOptions(gateway: Gateway, query: ImageQuery) {
  return queryOptions({
    queryKey: searchKeys.image(query),
    queryFn: ({ signal }) => getAfbeelding(gateway, query, signal),
    staleTime: Infinity,
  });
}
