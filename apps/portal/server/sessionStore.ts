import { createHash, randomBytes } from 'node:crypto';

/** What the server keeps of a driver's session: the lease API's token and when it ends. */
export interface ServerSession {
  /** The lease API's bearer token; never sent to the browser. */
  token: string;
  /** When the session ends, in milliseconds since the epoch: the token's `exp`. */
  expiresAt: number;
}

/**
 * Where the portal server keeps sessions, by the cookie's session id. Every method is async so
 * that a store over the network (Redis, PostgreSQL) fits behind the same interface; the embedded
 * SQLite one (`sqliteSessionStore.ts`) answers at once.
 *
 * Implementations keep only a hash of the id ({@link hashSessionId}): whoever reads the store
 * learns tokens that end with their `exp`, but no cookie that would open a session here.
 */
export interface SessionStore {
  /** Keeps a new session and returns its id, the cookie's value. */
  create(session: ServerSession): Promise<string>;
  /** The live session of an id; null for an unknown, deleted or expired one. */
  get(id: string): Promise<ServerSession | null>;
  /**
   * Replaces the session of `oldId` (when there is one) by a new session under a new id, in one
   * step: login and the arrangement choice give a new id, so an id seen before them is worthless.
   */
  replace(oldId: string | undefined, session: ServerSession): Promise<string>;
  delete(id: string): Promise<void>;
  /** Removes the expired sessions; returns how many. */
  deleteExpired(): Promise<number>;
  close(): void;
}

/** 32 random bytes: the cookie's value, unguessable and never stored as is. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/** What a well-formed session id looks like (43 base64url characters). */
export function isSessionId(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}

/** The key a store keeps a session under: SHA-256 of its id. */
export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('base64url');
}
