import type { MiddlewareHandler } from 'hono';
import type { TokenPayload } from '@lease/api/contract';
import { apiError } from '../http/apiError.ts';
import { requestHeader } from '../http/nodeMessage.ts';
import { createTokenVerifier } from './token.ts';

/** Hono variables set by {@link requireSession}: the verified claims of the caller's token. */
export interface SessionEnv {
  Variables: { session: TokenPayload };
}

function tokenOf(
  authorization: string | undefined,
  xToken: string | undefined,
): string | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  return bearer ?? (xToken?.trim() || undefined);
}

/**
 * Guards the calls that need a login. The portal sends the token as `Authorization: Bearer` and
 * as `X-Token` (decisions.md §2); either will do. No valid token → 401, which the portal treats
 * as session end. Handlers read client and driver from `c.get('session')`, never from the request.
 */
export function requireSession(tokenSecret: string): MiddlewareHandler<SessionEnv> {
  // Verified tokens are remembered (until their `exp`), so a session's next request skips the
  // HMAC: see createTokenVerifier for why a forged or expired token is never let through.
  const verifyToken = createTokenVerifier(tokenSecret);
  return async (c, next) => {
    const token = tokenOf(requestHeader(c, 'authorization'), requestHeader(c, 'x-token'));
    const session = token ? await verifyToken(token) : null;
    if (!session) {
      c.header('WWW-Authenticate', 'Bearer');
      return apiError(c, 401, 'Log in again: the session is missing or has expired.');
    }
    c.set('session', session);
    await next();
  };
}
