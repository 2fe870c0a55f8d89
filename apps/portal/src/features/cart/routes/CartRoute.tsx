import { basketQueryOptions } from '@lease/api';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '#src/config/paths.ts';
import { useRouteClient } from '#src/hooks/useRouteClient.ts';
import { useRouteLocale } from '#src/hooks/useRouteLocale.ts';
import { usePortalMessage } from '#src/i18n/usePortalMessage.ts';
import { appDepsOf, useGateway, type RouteLoaderArgs } from '#src/lib/appDeps.tsx';
import type { RouteHandle } from '#src/lib/routeHandle.ts';
import { CardOrder } from '../CardOrder.tsx';
import { LiveCartPanel } from '../components/LiveCartPanel.tsx';

export const handle = { titleId: 'cart.title' } satisfies RouteHandle;

export async function loader({ context }: RouteLoaderArgs) {
  const { queryClient, gateway } = appDepsOf(context);
  await queryClient.ensureQueryData(basketQueryOptions(gateway));
  return null;
}

/**
 * `/{lang}/{lease}/cart`: what is in the cart, the budget it uses, and the way to order. Whether
 * ordering is possible follows the order requirements of spec point 4; the panel says what is
 * missing when it is not.
 */
export function Component() {
  const gateway = useGateway();
  const locale = useRouteLocale();
  const { client } = useRouteClient();
  const message = usePortalMessage();
  const navigate = useNavigate();
  const { data: cart } = useSuspenseQuery(basketQueryOptions(gateway));

  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h2">
        {message('cart.title')}
      </Typography>
      <LiveCartPanel />
      <CardOrder
        cart={cart}
        onOrdered={([first]) => {
          if (first !== undefined) void navigate(paths.orderStatus.getHref(locale, client, first));
        }}
      />
      {cart.Items.length === 0 ? (
        <Button
          component={Link}
          to={paths.calculator.getHref(locale, client)}
          variant="contained"
          sx={{ alignSelf: 'flex-start' }}
        >
          {message('cart.toCalculator')}
        </Button>
      ) : null}
    </Stack>
  );
}
