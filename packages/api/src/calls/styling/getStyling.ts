import { queryOptions } from '@tanstack/react-query';
import type { Gateway } from '../../gateway.ts';
import { environmentStylingSchema, type EnvironmentStyling } from '../../schemas/styling.ts';
import { stylingKeys } from './keys.ts';

/** `GET /api/GetStyling?cClient=…`; without a client the server answers with its fallback client. */
export function getStyling(
  gateway: Gateway,
  cClient: string | undefined,
  signal?: AbortSignal,
): Promise<EnvironmentStyling> {
  return gateway.call({
    name: 'GetStyling',
    method: 'GET',
    path: '/api/GetStyling',
    query: { cClient },
    response: environmentStylingSchema,
    kind: 'read',
    ...(signal ? { signal } : {}),
  });
}

export function stylingQueryOptions(gateway: Gateway, cClient: string | undefined) {
  return queryOptions({
    queryKey: stylingKeys.client(cClient),
    queryFn: ({ signal }) => getStyling(gateway, cClient, signal),
    // A brand changes rarely; refetching on every focus would only flicker the theme.
    staleTime: 10 * 60 * 1000,
  });
}
