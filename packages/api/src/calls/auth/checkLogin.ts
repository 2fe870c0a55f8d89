import { mutationOptions } from '@tanstack/react-query';
import type { Gateway } from '../../gateway.ts';
import { loginResponseSchema, type LoginRequest, type LoginResponse } from '../../schemas/auth.ts';

/** `POST /api/CheckLogin`: a refused login is a normal answer (`bMagDoor: false`), not an error. */
export function checkLogin(gateway: Gateway, body: LoginRequest): Promise<LoginResponse> {
  return gateway.call({
    name: 'CheckLogin',
    method: 'POST',
    path: '/api/CheckLogin',
    body,
    response: loginResponseSchema,
    // A login creates a session on the server: never cancel it halfway.
    kind: 'write',
  });
}

/** Mutation options of `CheckLogin`, for callers that compose their own `useMutation`. */
export function checkLoginMutationOptions(gateway: Gateway) {
  return mutationOptions({
    mutationKey: ['auth', 'checkLogin'] as const,
    mutationFn: (body: LoginRequest) => checkLogin(gateway, body),
  });
}
