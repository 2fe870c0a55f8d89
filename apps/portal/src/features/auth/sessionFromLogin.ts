import { decodeSession, type LoginResponse } from '@lease/api';
import type { StoredSession } from '#src/lib/sessionStore.ts';

/**
 * A login the server accepted: it always carries a token, which the portal server has replaced
 * by the token's claims (it keeps the token itself).
 */
export type AcceptedLogin = Extract<LoginResponse, { bMagDoor: true }>;

/**
 * What to keep of an accepted login. The level comes from the token (spec point 6); `cLevel` is
 * only a fallback for a token the portal cannot read, and anything unreadable counts as the
 * lowest level, so a bad answer never makes someone a supervisor.
 */
export function sessionFromLogin(response: AcceptedLogin, client: string): StoredSession {
  const fromToken = decodeSession(response.Token)?.level;
  const fromAnswer = Number(response.cLevel ?? Number.NaN);
  const level = fromToken ?? (Number.isInteger(fromAnswer) && fromAnswer >= 0 ? fromAnswer : 0);
  return { claims: response.Token, level, client };
}
