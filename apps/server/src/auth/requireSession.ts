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

export interface RequireSessionOptions {
  /**
   * The call is one the choose page needs (spec point 4): a token from `CheckLogin`, before a
   * driver and scheme or container are chosen, may make it. Every other call needs the choice.
   */
  beforeChoice?: boolean;
}

/**
 * Guards the calls that need a login. The portal sends the token as `Authorization: Bearer` and
 * as `X-Token` (decisions.md §2); either will do. No valid token → 401, which the portal treats
 * as session end. A token without a chosen driver or mobility category → 403 on every call but
 * the choose page's: it proves who logged in, not which arrangement they act under. Handlers
 * read client and driver from `c.get('session')`, never from the request.
 */
export function requireSession(
  tokenSecret: string,
  { beforeChoice = false }: RequireSessionOptions = {},
): MiddlewareHandler<SessionEnv> {
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
    const chosen = session.nBerijderID != null || session.MobilityCategoryId != null;
    if (!chosen && !beforeChoice) {
      return apiError(c, 403, 'Choose your driver and arrangement first.');
    }
    c.set('session', session);
    await next();
  };
}
