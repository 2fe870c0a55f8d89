import type { ShoppingCart } from '@lease/api';
import { demoBasket, demoBasketItem } from '@lease/api/testing';

/** A second vehicle in the cart: the demo item under another basket id. */
export const secondBasketItem = { ...demoBasketItem, Id: 'c0ffee00-2d7a-4f4e-9a51-1c2d3e4f5a62' };

/** A second card beside the demo basket's NS card, not chosen by the basket. */
export const otherCard = {
  Id: 4,
  DataObject: { object_id: 4, type: 'Card' },
  cNaam: 'Deelfiets',
  BasketItem: null,
  Card: { cNaam: 'Deelfietspas', nMaandbedrag: 15, bGekozen: false },
  Arrangement: null,
};

/** Two vehicles and two cards: one trip through the cart orders both vehicles and one card. */
export const tripBasket: ShoppingCart = {
  ...demoBasket,
  Items: [demoBasketItem, secondBasketItem],
  MobilityProducts: [...demoBasket.MobilityProducts, otherCard],
};
