import type { TokenPayload } from '@lease/api';
import type { StoredSession } from '#src/lib/sessionStore.ts';

/**
 * A token with the given claims, as the portal reads them (it never checks a signature; the
 * server does), and the session a login would store with it.
 */
export function demoSession(claims: Partial<TokenPayload> = {}): StoredSession {
  const payload: TokenPayload = {
    sub: 'jan@horizon.example',
    client: 'horizon',
    Level: 1,
    nBerijderID: 1,
    exp: Math.floor(Date.now() / 1000) + 3600,
    ...claims,
  };
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const token = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
  return { token, level: payload.Level, client: payload.client };
}
