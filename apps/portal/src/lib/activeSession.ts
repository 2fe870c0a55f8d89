import { decodeSession, type Session } from '@lease/api';
import type { StoredSession } from './sessionStore.ts';

/** A stored session the portal may act on, with what its token's claims say. */
export interface ActiveSession extends Session {
  claims: string;
  /** Whether the claims carry a chosen driver or mobility category (after `GetKeuzeToken`). */
  chosen: boolean;
}

/** What the guards make of the stored session. */
export type SessionCheck =
  | { kind: 'none' }
  /** Stored, but its token cannot be read or has expired: the session must end. */
  | { kind: 'unusable' }
  | { kind: 'active'; session: ActiveSession };

/**
 * Checks a stored session against its token: a token that cannot be decoded, has expired, or
 * belongs to another client than the one stored with it is unusable. Only the server can check
 * the signature; this stops the portal from showing pages that would fail on their first call.
 */
export function checkSession(stored: StoredSession | null, nowMs: number): SessionCheck {
  if (!stored) return { kind: 'none' };
  const session = sessionFacts(stored);
  if (!session) return { kind: 'unusable' };
  const expiresAt = session.payload.exp;
  // `exp` is in seconds (RFC 7519); a token without one lives until the server says otherwise.
  if (expiresAt !== undefined && expiresAt * 1000 <= nowMs) return { kind: 'unusable' };
  return { kind: 'active', session };
}

/**
 * What a stored session's token says, without the clock: for pages behind the `authenticated`
 * guard, which has already checked the expiry. Null for a token that cannot be read or that
 * names another client than the one stored with it.
 */
export function sessionFacts(stored: StoredSession | null): ActiveSession | null {
  if (!stored) return null;
  const decoded = decodeSession(stored.claims);
  if (!decoded || decoded.client !== stored.client) return null;
  const chosen = decoded.payload.nBerijderID != null || decoded.mobilityCategoryId !== null;
  return { ...decoded, claims: stored.claims, chosen };
}

/**
 * The session a server-rendered page brings, with the multi-schema flag this browser kept since
 * the login when it is the same login's (same client and subject): the portal server holds the
 * token, which does not say how many arrangements the login had to choose from.
 */
export function pageSessionKeepingFlag(
  fromServer: StoredSession,
  stored: StoredSession | null,
): StoredSession {
  const subjectOf = (session: StoredSession | null) =>
    session ? (decodeSession(session.claims)?.payload.sub ?? null) : null;
  const sameLogin =
    stored !== null &&
    stored.client === fromServer.client &&
    subjectOf(stored) !== null &&
    subjectOf(stored) === subjectOf(fromServer);
  return { ...fromServer, multiSchema: sameLogin ? (stored.multiSchema ?? false) : false };
}
