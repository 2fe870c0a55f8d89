import { basketQueryOptions, isOrderRequirementMet, useSetBasketMutation } from '@lease/api';
import { CartPanel } from '@lease/ui';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '#src/config/paths.ts';
import { useActiveSession } from '#src/hooks/useActiveSession.ts';
import { useRouteClient } from '#src/hooks/useRouteClient.ts';
import { useRouteLocale } from '#src/hooks/useRouteLocale.ts';
import { apiErrorMessage } from '#src/i18n/apiErrorMessage.ts';
import { usePortalMessage } from '#src/i18n/usePortalMessage.ts';
import { appDepsOf, useGateway, type RouteLoaderArgs } from '#src/lib/appDeps.tsx';
import type { RouteHandle } from '#src/lib/routeHandle.ts';
import { formatTypeParam } from '#src/lib/typeParam.ts';
import { CardOrder } from '../CardOrder.tsx';

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
  const session = useActiveSession();
  const { data: cart } = useSuspenseQuery(basketQueryOptions(gateway));
  const setBasket = useSetBasketMutation(gateway);
  const [removing, setRemoving] = useState<string | null>(null);
  const requirementMet =
    isOrderRequirementMet(cart.MobilityProducts, {
      mobilityContainer: session?.mobilityContainer ?? false,
    }) && cart.Items.length > 0;
  // Basket items are vehicles (cards are products without one): each gets an order form.
  const [next] = cart.Items;
  const orderHref = next?.Id
    ? `${paths.order.getHref(
        locale,
        client,
        next.SelectedItem.nModelID,
        formatTypeParam(next.SelectedItem.nTypeIDHist),
        'configurator',
      )}?item=${encodeURIComponent(next.Id)}`
    : undefined;
  const failure = setBasket.error ? apiErrorMessage(setBasket.error) : null;

  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h2">
        {message('cart.title')}
      </Typography>
      <CartPanel
        cart={cart}
        orderRequirementMet={requirementMet}
        removingId={setBasket.isPending ? removing : null}
        errorMessage={failure ? message(failure.id, failure.values) : null}
        onRemove={(item) => {
          if (!window.confirm(message('cart.confirmRemove'))) return;
          setRemoving(item.Id ?? null);
          setBasket.mutate({
            Items: cart.Items.filter((other) => other.Id !== item.Id),
            nVersie: cart.nVersie,
          });
        }}
        {...(orderHref
          ? {
              onOrder: () => void navigate(orderHref),
            }
          : {})}
      />
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
