import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router-dom';
import { useStoredSession } from '#src/hooks/useStoredSession.ts';

/**
 * Guards run when the router navigates; a session can also end between navigations (logout,
 * the server's 401, a logout in another tab). This runs the route's guards again when that
 * happens, so the `authenticated` guard alone decides where the person goes.
 */
export function SessionEndWatcher() {
  const session = useStoredSession();
  const { revalidate } = useRevalidator();
  const hadSession = useRef(session !== null);
  useEffect(() => {
    const ended = hadSession.current && session === null;
    hadSession.current = session !== null;
    if (ended) void revalidate();
  }, [session, revalidate]);
  return null;
}
