import { ClientThemeProvider } from '@lease/ui';
import { Outlet, useMatches } from 'react-router-dom';
import { NavigationProgress } from '../../components/NavigationProgress.tsx';
import { useRouteClient } from '../../hooks/useRouteClient.ts';
import { usePortalMessage } from '../../i18n/usePortalMessage.ts';
import { routeTitleId } from '../routeHandle.ts';

/** `/{lang}/{lease}`: everything below wears the client's brand, favicon and title. */
export function ClientRoute() {
  const { styling } = useRouteClient();
  const message = usePortalMessage();
  const titleId = routeTitleId(useMatches());
  return (
    <ClientThemeProvider
      styling={styling}
      applyToDocument
      title={titleId ? message(titleId) : undefined}
    >
      <NavigationProgress />
      <Outlet />
    </ClientThemeProvider>
  );
}
