import { useMemo } from 'react';
import { sessionFacts, type ActiveSession } from '#src/lib/activeSession.ts';
import { useStoredSession } from './useStoredSession.ts';

/**
 * The logged-in person's session facts (level, supervisor, container mode, chosen arrangement).
 * For pages behind the `authenticated` guard; elsewhere, and for the moment a session ends
 * before the guard has moved the person on, it is null.
 */
export function useActiveSession(): ActiveSession | null {
  const stored = useStoredSession();
  return useMemo(() => sessionFacts(stored), [stored]);
}
