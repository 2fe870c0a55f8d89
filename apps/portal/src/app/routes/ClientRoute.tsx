import { ClientThemeProvider, NavigationProgress, ToastProvider } from '@lease/ui';
import { Outlet, useMatches, useNavigation } from 'react-router-dom';
import { useRouteClient } from '#src/hooks/useRouteClient.ts';
import { usePortalMessage } from '#src/i18n/usePortalMessage.ts';
import { routeTitleId } from '#src/lib/routeHandle.ts';
import { SessionEndWatcher } from '../guards/SessionEndWatcher.tsx';

/**
 * `/{lang}/{lease}`: everything below wears the client's brand, favicon and title, and can show
 * toasts (spec point 9: 3 s, top right, text only).
 */
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
      <ToastProvider>
        <SessionEndWatcher />
        <NavigationProgress active={navigation.state !== 'idle'} />
        <Outlet />
      </ToastProvider>
    </ClientThemeProvider>
  );
}
