import { useSyncExternalStore } from 'react';
import { useAppDeps } from '#src/lib/appDeps.tsx';
import type { StoredSession } from '#src/lib/sessionStore.ts';

/**
 * The stored session, re-rendering when a login, logout or session end (in any tab) changes it.
 * A page the server renders is rendered with the request's session, and the browser keeps that
 * same session before it takes the page over, so both read it (what a container driver or a
 * supervisor sees is in the page from its first paint).
 */
export function useStoredSession(): StoredSession | null {
  const { sessionStore } = useAppDeps();
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.read, sessionStore.read);
}

/**
 * Whether the person had several arrangements to choose from. The browser alone knows it (the
 * server's session holds only the chosen driver's token), so a page the server renders leaves
 * it out and the browser adds what depends on it once the page is taken over.
 */
export function useMultiSchema(): boolean {
  const { sessionStore } = useAppDeps();
  return useSyncExternalStore(
    sessionStore.subscribe,
    () => sessionStore.read()?.multiSchema ?? false,
    () => false,
  );
}
