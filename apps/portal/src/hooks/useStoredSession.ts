import { useSyncExternalStore } from 'react';
import { sessionStore, type StoredSession } from '../lib/sessionStore.ts';

/** The stored session, re-rendering when a login, logout or session end (in any tab) changes it. */
export function useStoredSession(): StoredSession | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.read, () => null);
}
