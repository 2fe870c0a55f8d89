import { useAddToCartMutation, type BasketItem } from '@lease/api';
import { useToast } from '@lease/ui';
import { useNavigate } from 'react-router-dom';
import { paths } from '#src/config/paths.ts';
import { useRouteClient } from '#src/hooks/useRouteClient.ts';
import { useRouteLocale } from '#src/hooks/useRouteLocale.ts';
import { usePortalMessage } from '#src/i18n/usePortalMessage.ts';
import { useGateway } from '#src/lib/appDeps.tsx';

/**
 * Add to cart as spec point 4 has it, for every page that offers a vehicle (the configurator,
 * the pricing manager): the item is appended to the basket, the success notice shows, and the
 * driver goes on in the cart, where every item is ordered the same way. Once added, the page
 * offers no second add: leaving it is all that is left to do.
 */
export function useAddToCartThenCart() {
  const gateway = useGateway();
  const locale = useRouteLocale();
  const { client } = useRouteClient();
  const message = usePortalMessage();
  const toast = useToast();
  const navigate = useNavigate();
  const addToCart = useAddToCartMutation(gateway);
  const add = (item: BasketItem) =>
    addToCart.mutate(item, {
      onSuccess: () => {
        toast.show({
          title: message('cart.added.title'),
          message: message('message.post.shoppingCart.success'),
          severity: 'success',
        });
        void navigate(paths.cart.getHref(locale, client));
      },
    });
  // Busy from the click until the cart shows: the address changes first and the configurator
  // stays on screen while the cart loads, where a second click would add the car again.
  return { add, pending: addToCart.isPending || addToCart.isSuccess };
}
