import { addToCart, finalizeMobilityBasket, getMobilityBasket, type Gateway } from '@lease/api';

/** The vehicle a configurator URL shows: `/calculator/{model}/types/type-{type}/configurator`. */
export function vehicleOfConfigurator(pathname: string): { modelId: number; typeId: number } {
  const match = /\/calculator\/(\d+)\/types\/type-(\d+)\/configurator$/.exec(pathname);
  if (!match) throw new Error(`${pathname} is not a configurator URL`);
  return { modelId: Number(match[1]), typeId: Number(match[2]) };
}

/**
 * Gives the fresh database what the cart and order-status pages show: the vehicle is added to
 * the cart twice and one of the two is ordered, so the cart still holds a vehicle and there is
 * an order to follow. Returns the order's id.
 */
export async function orderAndKeepOneInCart(
  gateway: Gateway,
  vehicle: { modelId: number; typeId: number },
): Promise<number> {
  const item = {
    SelectedItem: { nModelID: vehicle.modelId, nTypeIDHist: vehicle.typeId },
    Opties: [],
    EigenOpties: [],
  };
  await addToCart(gateway, item);
  await addToCart(gateway, item);
  const basket = await getMobilityBasket(gateway);
  const [ordered] = basket.Items;
  if (!ordered) throw new Error('The cart stayed empty after adding a vehicle');
  const result = await finalizeMobilityBasket(gateway, {
    Items: [ordered],
    nVersie: basket.nVersie,
  });
  const [orderId] = result.nBestelIDs;
  if (orderId === undefined) throw new Error('Ordering the cart created no order');
  return orderId;
}
