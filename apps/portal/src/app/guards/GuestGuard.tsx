import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { useRouteClient } from '../../hooks/useRouteClient.ts';
import { useRouteLocale } from '../../hooks/useRouteLocale.ts';
import { useStoredSession } from '../../hooks/useStoredSession.ts';

/**
 * The guest guard, for the guest-only auth routes (authorize, grant_access; spec point 6): a
 * person who is logged in for this client goes to the client home instead.
 */
export function GuestGuard() {
  const session = useStoredSession();
  const locale = useRouteLocale();
  const { client } = useRouteClient();
  if (session?.client === client) {
    return <Navigate to={paths.clientHome.getHref(locale, client)} replace />;
  }
  return <Outlet />;
}
