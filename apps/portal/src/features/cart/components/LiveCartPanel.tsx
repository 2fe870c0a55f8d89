import { basketQueryOptions, isOrderRequirementMet, useSetBasketMutation } from '@lease/api';
import { CartPanel } from '@lease/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useActiveSession } from '#src/hooks/useActiveSession.ts';
import { useRouteClient } from '#src/hooks/useRouteClient.ts';
import { useRouteLocale } from '#src/hooks/useRouteLocale.ts';
import { apiErrorMessage } from '#src/i18n/apiErrorMessage.ts';
import { usePortalMessage } from '#src/i18n/usePortalMessage.ts';
import { useGateway } from '#src/lib/appDeps.tsx';
import { orderTripHref } from '#src/lib/orderPage.ts';

export interface LiveCartPanelProps {
  /**
   * The mobility card the driver ticked on the cart page, ordered at the end of the trip; left
   * out (the sidebar, which has no card choice), the card the basket has chosen.
   */
  card?: number | null;
}

/**
 * The driver's cart as a panel: its items (each removable after confirming), budget and totals,
 * and the way to order when the order requirements of spec point 4 are met: one trip through the
 * order forms of its items. The cart page shows it, and the default layout's sidebar on pages
 * that ask for it (`handle.sidebar`).
 */
export function LiveCartPanel({ card }: LiveCartPanelProps = {}) {
  const gateway = useGateway();
  const locale = useRouteLocale();
  const { client } = useRouteClient();
  const message = usePortalMessage();
  const navigate = useNavigate();
  const session = useActiveSession();
  const basket = useQuery(basketQueryOptions(gateway));
  const setBasket = useSetBasketMutation(gateway);
  const [removing, setRemoving] = useState<string | null>(null);
  const cart = basket.data ?? null;
  // An empty cart meets it when nothing is required: the panel then says only that it is empty,
  // and asks for a product per arrangement only where the scheme has arrangements.
  const requirementMet =
    cart !== null &&
    isOrderRequirementMet(cart.MobilityProducts, {
      mobilityContainer: session?.mobilityContainer ?? false,
    });
  // Basket items are vehicles (cards are products without one): each gets an order form.
  const storedCard = cart?.MobilityProducts.find((product) => product.Card?.bGekozen)?.Id ?? null;
  const orderHref =
    (cart && orderTripHref(locale, client, cart, card === undefined ? storedCard : card)) ??
    undefined;
  const failure = apiErrorMessage(basket.error ?? setBasket.error);

  return (
    <CartPanel
      cart={cart}
      loading={basket.isPending}
      orderRequirementMet={requirementMet}
      removingId={setBasket.isPending ? removing : null}
      errorMessage={
        (basket.error ?? setBasket.error) && failure ? message(failure.id, failure.values) : null
      }
      onRemove={(item) => {
        if (!cart || !window.confirm(message('cart.confirmRemove'))) return;
        setRemoving(item.Id ?? null);
        setBasket.mutate({
          Items: cart.Items.filter((other) => other.Id !== item.Id),
          nVersie: cart.nVersie,
        });
      }}
      {...(orderHref ? { onOrder: () => void navigate(orderHref) } : {})}
    />
  );
}
