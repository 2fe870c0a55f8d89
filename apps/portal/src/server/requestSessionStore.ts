import type { SessionStore, StoredSession } from '#src/lib/sessionStore.ts';

/**
 * The session of one page request on the server: what the portal server holds for the request's
 * cookie. The guards may end it (an expired token), which only affects this render; the server's
 * own store is the portal server's to change.
 */
export function requestSessionStore(session: StoredSession | null): SessionStore {
  let current = session;
  const listeners = new Set<() => void>();
  return {
    read: () => current,
    getClaims: () => current?.claims ?? null,
    save(next) {
      current = next;
      for (const listener of listeners) listener();
    },
    clear() {
      current = null;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
