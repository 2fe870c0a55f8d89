import { AuthLayout } from '@lease/ui';
import { Outlet } from 'react-router-dom';
import { useRouteClient } from '#src/hooks/useRouteClient.ts';
import { PortalLanguageSwitch } from './PortalLanguageSwitch.tsx';

/** The auth layout (spec point 2) around the login and choice pages. */
export function AuthLayoutRoute() {
  const { styling } = useRouteClient();
  return (
    <AuthLayout styling={styling} footer={<PortalLanguageSwitch />}>
      <Outlet />
    </AuthLayout>
  );
}
