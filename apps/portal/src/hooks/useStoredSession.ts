import { useSyncExternalStore } from 'react';
import { useAppDeps } from '#src/lib/appDeps.tsx';
import type { StoredSession } from '#src/lib/sessionStore.ts';

/** The stored session, re-rendering when a login, logout or session end (in any tab) changes it. */
export function useStoredSession(): StoredSession | null {
  const { sessionStore } = useAppDeps();
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.read, () => null);
}
