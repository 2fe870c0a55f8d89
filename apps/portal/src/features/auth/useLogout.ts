import { useCallback } from 'react';
import { useAppDeps } from '#src/lib/appDeps.tsx';

/**
 * Logging out clears local storage (spec point 4). It does not navigate: the authenticated guard
 * runs again when the session ends and sends the person to the login page of this language and
 * client, the same way it does when the server ends the session.
 */
export function useLogout(): () => void {
  const { sessionStore } = useAppDeps();
  return useCallback(() => sessionStore.clear(), [sessionStore]);
}
