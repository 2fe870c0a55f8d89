import { orderListQueryOptions, type OrderSummary } from '@lease/api';
import { OrderList } from '@lease/ui';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '#src/config/paths.ts';
import { useRouteClient } from '#src/hooks/useRouteClient.ts';
import { useRouteLocale } from '#src/hooks/useRouteLocale.ts';
import { apiErrorMessage } from '#src/i18n/apiErrorMessage.ts';
import { usePortalMessage } from '#src/i18n/usePortalMessage.ts';
import { appDepsOf, useGateway, type RouteLoaderArgs } from '#src/lib/appDeps.tsx';
import type { RouteHandle } from '#src/lib/routeHandle.ts';

export const handle = { titleId: 'orders.title' } satisfies RouteHandle;

/**
 * Starts the list without holding the page up: a failure shows in the page with a retry, not as
 * the error page, and on the server a failed list is left to the browser (it renders loading).
 */
export function loader({ context }: RouteLoaderArgs) {
  const { queryClient, gateway } = appDepsOf(context);
  void queryClient.prefetchQuery(orderListQueryOptions(gateway));
  return null;
}

/**
 * `/{lang}/{lease}/orders`: the driver's orders, newest first, with status, date, vehicle and
 * monthly lease price; each opens its status page (`/order-status/{id}`).
 */
export function Component() {
  const gateway = useGateway();
  const locale = useRouteLocale();
  const { client } = useRouteClient();
  const message = usePortalMessage();
  const orders = useQuery(orderListQueryOptions(gateway));
  const failure = orders.error ? apiErrorMessage(orders.error) : null;
  const statusHref = (order: OrderSummary) =>
    paths.orderStatus.getHref(locale, client, order.nBestelID);
  const renderLink = (href: string, children: ReactNode) => (
    <MuiLink component={Link} to={href}>
      {children}
    </MuiLink>
  );
  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h2">
        {message('orders.title')}
      </Typography>
      <OrderList
        orders={orders.data ?? []}
        hrefOf={statusHref}
        renderLink={renderLink}
        loading={orders.isPending && !failure}
        errorMessage={failure ? message(failure.id, failure.values) : null}
      />
      {orders.isError ? (
        <Button
          variant="outlined"
          sx={{ alignSelf: 'flex-start' }}
          disabled={orders.isFetching}
          onClick={() => void orders.refetch()}
        >
          {message('error.retry')}
        </Button>
      ) : null}
      {orders.data?.length === 0 ? (
        <Button
          component={Link}
          to={paths.calculator.getHref(locale, client)}
          variant="contained"
          sx={{ alignSelf: 'flex-start' }}
        >
          {message('home.toCalculator')}
        </Button>
      ) : null}
    </Stack>
  );
}
