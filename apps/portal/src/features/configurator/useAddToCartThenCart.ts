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
 * driver goes on in the cart, where every item is ordered the same way.
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
  return { add, pending: addToCart.isPending };
}
