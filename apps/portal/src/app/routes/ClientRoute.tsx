import { ClientThemeProvider, NavigationProgress } from '@lease/ui';
import { Outlet, useMatches, useNavigation } from 'react-router-dom';
import { useRouteClient } from '#src/hooks/useRouteClient.ts';
import { usePortalMessage } from '#src/i18n/usePortalMessage.ts';
import { routeTitleId } from '#src/lib/routeHandle.ts';

/** `/{lang}/{lease}`: everything below wears the client's brand, favicon and title. */
export function ClientRoute() {
  const { styling } = useRouteClient();
  const message = usePortalMessage();
  const titleId = routeTitleId(useMatches());
  const navigation = useNavigation();
  return (
    <ClientThemeProvider
      styling={styling}
      applyToDocument
      title={titleId ? message(titleId) : undefined}
    >
      <NavigationProgress active={navigation.state !== 'idle'} />
      <Outlet />
    </ClientThemeProvider>
  );
}
