import { sessionStore } from '../../lib/sessionStore.ts';

/**
 * Logs out by clearing local storage (spec point 4). It does not navigate: the authenticated
 * guard watches the session and sends the person to the login page of this language and client,
 * the same way it does when the server ends the session.
 */
export function logout(): void {
  sessionStore.clear();
}
