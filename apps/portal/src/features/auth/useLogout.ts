import { useCallback } from 'react';
import { useAppDeps } from '#src/lib/appDeps.tsx';
import { endServerSession } from '#src/lib/endServerSession.ts';

/**
 * Logging out ends the session on the portal server, then clears local storage (spec point 4);
 * other tabs see local storage change and log out too. Local storage is cleared even when the
 * server cannot be reached: this browser is logged out either way. It does not navigate: the
 * authenticated guard runs again when the session ends and sends the person to the login page of
 * this language and client, the same way it does when the server ends the session.
 */
export function useLogout(): () => void {
  const { sessionStore, gateway } = useAppDeps();
  return useCallback(() => {
    void endServerSession(gateway)
      .catch(() => undefined)
      .finally(() => sessionStore.clear());
  }, [gateway, sessionStore]);
}
