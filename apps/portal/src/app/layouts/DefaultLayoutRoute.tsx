import { DefaultLayout, LogoutButton } from '@lease/ui';
import { Outlet } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { logout } from '../../features/auth/logout.ts';
import { useRouteClient } from '../../hooks/useRouteClient.ts';
import { useRouteLocale } from '../../hooks/useRouteLocale.ts';

/** The default layout (spec point 2) around the pages of a logged-in person. */
export function DefaultLayoutRoute() {
  const { client, styling } = useRouteClient();
  const locale = useRouteLocale();
  return (
    <DefaultLayout
      styling={styling}
      logoHref={paths.clientHome.getHref(locale, client)}
      actions={<LogoutButton onLogout={logout} />}
    >
      <Outlet />
    </DefaultLayout>
  );
}
