import { LogoutButton, OrderLayout } from '@lease/ui';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link, Outlet } from 'react-router-dom';
import { paths } from '#src/config/paths.ts';
import { useLogout } from '#src/features/auth/useLogout.ts';
import { useRouteClient } from '#src/hooks/useRouteClient.ts';
import { useRouteLocale } from '#src/hooks/useRouteLocale.ts';
import { usePortalMessage } from '#src/i18n/usePortalMessage.ts';
import { PortalLanguageSwitch } from './PortalLanguageSwitch.tsx';

/** The order layout (spec point 2) around the order page and the order status. */
export function OrderLayoutRoute() {
  const { client, styling } = useRouteClient();
  const locale = useRouteLocale();
  const message = usePortalMessage();
  const logout = useLogout();
  return (
    <OrderLayout
      styling={styling}
      logoHref={paths.clientHome.getHref(locale, client)}
      back={
        <Button component={Link} to={paths.cart.getHref(locale, client)} variant="text">
          {message('order.backToCart')}
        </Button>
      }
      contact={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <PortalLanguageSwitch />
          <LogoutButton onLogout={logout} />
        </Stack>
      }
    >
      <Outlet />
    </OrderLayout>
  );
}
