import type { Context } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import { isSessionId } from './sessionStore.ts';

/** The session cookie's name; over HTTPS it carries the `__Host-` prefix as well. */
export const SESSION_COOKIE = 'lease_session';

/** `__Host-` pins the cookie to this host, path `/` and HTTPS: no subdomain can set or widen it. */
function prefixOver(https: boolean): 'host' | undefined {
  return https ? 'host' : undefined;
}

/** The name as it appears in a Cookie header. */
export function sessionCookieName(https: boolean): string {
  return https ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

/** The session id the browser sent, when it is one; anything malformed counts as none. */
export function readSessionCookie(c: Context, https: boolean): string | undefined {
  const value = getCookie(c, SESSION_COOKIE, prefixOver(https));
  return value !== undefined && isSessionId(value) ? value : undefined;
}

/**
 * The `Set-Cookie` value of a session: HttpOnly (no script reads it), SameSite=Lax (a driver who
 * follows a link from an e-mail arrives with it; a cross-site post does not carry it), path `/`,
 * no Domain, Secure over HTTPS, and it lives exactly as long as the session.
 */
export function sessionCookie(id: string, maxAgeSeconds: number, https: boolean): string {
  return generateCookie(SESSION_COOKIE, id, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: https,
    maxAge: Math.max(0, Math.floor(maxAgeSeconds)),
    prefix: prefixOver(https),
  });
}

/** The `Set-Cookie` value that makes the browser forget the session cookie. */
export function expiredSessionCookie(https: boolean): string {
  return sessionCookie('', 0, https);
}
