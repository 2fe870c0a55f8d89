import { mutationOptions } from '@tanstack/react-query';
import type { Gateway } from '../../gateway.ts';
import { loginResponseSchema, type LoginRequest, type LoginResponse } from '../../schemas/auth.ts';
import { authKeys } from './keys.ts';

/** `POST /api/CheckLoginOmrmapi`: login for clients on the external MAPI (styling `bOMRMAPI`). */
export function checkLoginOmrmapi(gateway: Gateway, body: LoginRequest): Promise<LoginResponse> {
  return gateway.call({
    name: 'CheckLoginOmrmapi',
    method: 'POST',
    path: '/api/CheckLoginOmrmapi',
    body,
    response: loginResponseSchema,
    kind: 'write',
  });
}

/** Mutation options of `CheckLoginOmrmapi`. */
export function checkLoginOmrmapiMutationOptions(gateway: Gateway) {
  return mutationOptions({
    mutationKey: authKeys.checkLoginOmrmapi,
    mutationFn: (body: LoginRequest) => checkLoginOmrmapi(gateway, body),
  });
}
