import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { useRouteClient } from '../../hooks/useRouteClient.ts';
import { useRouteLocale } from '../../hooks/useRouteLocale.ts';
import { useStoredSession } from '../../hooks/useStoredSession.ts';

/**
 * The authenticated guard. It re-renders whenever the stored session changes, so a logout, a
 * session end reported by the gateway, or a logout in another tab all land here and go to the
 * login page of the current language and client. A session of another client does not count:
 * its token would act for that client under this client's brand.
 */
export function AuthenticatedGuard() {
  const session = useStoredSession();
  const locale = useRouteLocale();
  const { client } = useRouteClient();
  if (!session || session.client !== client) {
    return <Navigate to={paths.auth.login.getHref(locale, client)} replace />;
  }
  return <Outlet />;
}
