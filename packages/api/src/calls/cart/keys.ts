/** Query and mutation keys of the cart and order domain. */
export const cartKeys = {
  all: ['cart'] as const,
  basket: ['cart', 'basket'] as const,
  orders: ['cart', 'order'] as const,
  order: (nBestelID: number) => ['cart', 'order', nBestelID] as const,
  /** The driver's orders (`GetBestellingen`); under `all`, so placing an order refreshes it. */
  orderList: ['cart', 'orderList'] as const,
  setBasket: ['cart', 'setBasket'] as const,
  addToCart: ['cart', 'addToCart'] as const,
  finalize: ['cart', 'finalize'] as const,
  syncPrices: ['cart', 'syncPrices'] as const,
  setOrder: ['cart', 'setOrder'] as const,
};
