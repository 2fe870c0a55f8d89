import type { TokenPayload } from '@lease/api';
import type { StoredSession } from '#src/lib/sessionStore.ts';

/** A token's claims as the portal server passes them on: header and payload, no signature. */
export function demoClaims(payload: object): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.`;
}

/** The session a login would store, with the given claims over those of a demo driver. */
export function demoSession(claims: Partial<TokenPayload> = {}): StoredSession {
  const payload: TokenPayload = {
    sub: 'jan@horizon.example',
    client: 'horizon',
    Level: 1,
    nBerijderID: 1,
    exp: Math.floor(Date.now() / 1000) + 3600,
    ...claims,
  };
  return { claims: demoClaims(payload), level: payload.Level, client: payload.client };
}
