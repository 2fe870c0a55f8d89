import { queryOptions } from '@tanstack/react-query';
import type { Gateway } from '../../gateway.ts';
import { imageSchema, type ColourImageRequest, type Image } from '../../schemas/search.ts';
import { searchKeys } from './keys.ts';

/**
 * `POST /api/GetKleurAfbeeldingobvOptie`: the car in the colour of a paint option, as base64 PNG.
 * Only the Dutch environment offers it (styling `cLandcode` NL): the query options take that as
 * `enabled`. A read: a newer paint choice cancels the image still loading for the older one.
 */
export function getKleurAfbeeldingobvOptie(
  gateway: Gateway,
  body: ColourImageRequest,
  signal?: AbortSignal,
): Promise<Image> {
  return gateway.call({
    name: 'GetKleurAfbeeldingobvOptie',
    method: 'POST',
    path: '/api/GetKleurAfbeeldingobvOptie',
    body,
    response: imageSchema,
    kind: 'read',
    signal,
  });
}

/** Query options of `GetKleurAfbeeldingobvOptie`. */
export function colourImageQueryOptions(
  gateway: Gateway,
  body: ColourImageRequest,
  enabled = true,
) {
  return queryOptions({
    queryKey: searchKeys.colourImage(body),
    queryFn: ({ signal }) => getKleurAfbeeldingobvOptie(gateway, body, signal),
    staleTime: Infinity,
    enabled,
  });
}
