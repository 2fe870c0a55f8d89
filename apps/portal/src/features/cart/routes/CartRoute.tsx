import { basketQueryOptions, type ShoppingCart } from '@lease/api';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '#src/config/paths.ts';
import { useRouteClient } from '#src/hooks/useRouteClient.ts';
import { useRouteLocale } from '#src/hooks/useRouteLocale.ts';
import { usePortalMessage } from '#src/i18n/usePortalMessage.ts';
import { appDepsOf, useGateway, type RouteLoaderArgs } from '#src/lib/appDeps.tsx';
import type { RouteHandle } from '#src/lib/routeHandle.ts';
import { CardOrder } from '../CardOrder.tsx';
import { LiveCartPanel } from '../components/LiveCartPanel.tsx';

export const handle = { titleId: 'cart.title' } satisfies RouteHandle;

/** The card product `?card=` names, when it is one of the cart's cards. */
function cardIn(cart: ShoppingCart, param: string | null): number | null {
  const card = cart.MobilityProducts.find(
    (product) => product.Card && String(product.Id) === param,
  );
  return card?.Id ?? null;
}

export async function loader({ context }: RouteLoaderArgs) {
  const { queryClient, gateway } = appDepsOf(context);
  await queryClient.ensureQueryData(basketQueryOptions(gateway));
  return null;
}

export { keepDataOnQueryChange as shouldRevalidate } from '#src/lib/keepDataOnQueryChange.ts';

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
  const [search, setSearch] = useSearchParams();
  // The router renders a navigation after the click that made it: the radio shows the tick at
  // once rather than jump back until the URL has it.
  const [ticked, setTicked] = useState<number | null>(null);
  // The ticked card is the URL's (a reload keeps it), else the one the basket has chosen.
  const card =
    ticked ??
    cardIn(cart, search.get('card')) ??
    cart.MobilityProducts.find((product) => product.Card?.bGekozen)?.Id ??
    null;

  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h2">
        {message('cart.title')}
      </Typography>
      <LiveCartPanel card={card} />
      <CardOrder
        cart={cart}
        chosen={card}
        onChoose={(chosen) => {
          setTicked(chosen);
          setSearch(
            (current) => {
              current.set('card', String(chosen));
              return current;
            },
            { replace: true, preventScrollReset: true },
          );
        }}
        withVehicles={cart.Items.length > 0}
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
