import { queryOptions } from '@tanstack/react-query';
import type { Gateway } from '../../gateway.ts';
import { tokenResponseSchema, type TokenResponse } from '../../schemas/choice.ts';
import { authKeys } from './keys.ts';

/** `GET /api/RestOarTokenFromOmrmapiToken?token=…`: exchanges an external token for a portal token. */
export function restOarTokenFromOmrmapiToken(
  gateway: Gateway,
  token: string,
  signal?: AbortSignal,
): Promise<TokenResponse> {
  return gateway.call({
    name: 'RestOarTokenFromOmrmapiToken',
    method: 'GET',
    path: '/api/RestOarTokenFromOmrmapiToken',
    query: { token },
    response: tokenResponseSchema,
    kind: 'read',
    signal,
  });
}

/** Query options of the token exchange: done once per external token, never refetched. */
export function omrmapiTokenQueryOptions(gateway: Gateway, token: string) {
  return queryOptions({
    queryKey: authKeys.omrmapiToken(token),
    queryFn: ({ signal }) => restOarTokenFromOmrmapiToken(gateway, token, signal),
    staleTime: Infinity,
    // An external token is single-use: retrying would only repeat the refusal.
    retry: false,
  });
}
