import { mutationOptions } from '@tanstack/react-query';
import type { Gateway } from '../../gateway.ts';
import {
  tokenResponseSchema,
  type KeuzeTokenRequest,
  type TokenResponse,
} from '../../schemas/choice.ts';
import { authKeys } from './keys.ts';

/**
 * `POST /api/GetKeuzeToken`: the token for the chosen driver and scheme or mobility category.
 * A refusal (`bMagDoor: false`, with `cStatus` and `cOpmerking`) is an answer, not an error.
 */
export function getKeuzeToken(gateway: Gateway, body: KeuzeTokenRequest): Promise<TokenResponse> {
  return gateway.call({
    name: 'GetKeuzeToken',
    method: 'POST',
    path: '/api/GetKeuzeToken',
    body,
    response: tokenResponseSchema,
    kind: 'write',
  });
}

/** Mutation options of `GetKeuzeToken`. */
export function keuzeTokenMutationOptions(gateway: Gateway) {
  return mutationOptions({
    mutationKey: authKeys.keuzeToken,
    mutationFn: (body: KeuzeTokenRequest) => getKeuzeToken(gateway, body),
  });
}
