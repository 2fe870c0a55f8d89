import type { BasketItem, ShoppingCart } from '@lease/api';
import { demoBasketItem, demoEmptyBasket } from '@lease/api/testing';
import { describe, expect, it } from 'vitest';
import { orderFlowOf, orderPageHref, orderTripItems, orderTripOf } from './orderPage.ts';

const item = {
  Id: 'a/b c',
  SelectedItem: { nModelID: 304, nTypeIDHist: 1234 },
  nPricingManagerId: null,
};

describe('orderPageHref', () => {
  it.each([
    [
      'a configurator car',
      item,
      '/nl/horizon/calculator/304/types/type-1234/configurator/order?item=a%2Fb+c',
    ],
    [
      'a pricing manager’s offer',
      { ...item, nPricingManagerId: 7 },
      '/nl/horizon/calculator/304/types/type-1234/pricing-manager/order?item=a%2Fb+c',
    ],
    ['an item the server has not saved', { ...item, Id: null }, null],
  ])('%s', (_, basketItem, href) => {
    expect(orderPageHref('nl', 'horizon', basketItem)).toBe(href);
  });

  it('orderFlowOf reads the pricing manager, absent or null alike', () => {
    expect(orderFlowOf({})).toBe('configurator');
    expect(orderFlowOf({ nPricingManagerId: null })).toBe('configurator');
    expect(orderFlowOf({ nPricingManagerId: 7 })).toBe('pricing-manager');
  });
});

describe('orderTripItems', () => {
  const vehicle = (Id: string, MobilityProductId: number | null) => ({
    ...demoBasketItem,
    Id,
    MobilityProductId,
  });
  const product = (Id: number, type: string, item: BasketItem | null) => ({
    Id,
    DataObject: { object_id: Id, type },
    BasketItem: item,
    Card: null,
  });

  it('orders every vehicle once: the products’ first, then those no product holds', () => {
    const bike = vehicle('bike', 2);
    const car = vehicle('car', null);
    const secondBike = vehicle('bike-2', 2);
    const cart: ShoppingCart = {
      ...demoEmptyBasket,
      Items: [car, bike, secondBike, vehicle('', 1)],
      MobilityProducts: [product(1, 'Car', null), product(2, 'Bike', bike)],
    };
    expect(orderTripItems(cart).map((item) => item.Id)).toEqual(['bike', 'car', 'bike-2']);
  });

  it('is every saved vehicle for a driver without products', () => {
    const cart: ShoppingCart = {
      ...demoEmptyBasket,
      Items: [vehicle('a', null), vehicle('b', null)],
    };
    expect(orderTripItems(cart).map((item) => item.Id)).toEqual(['a', 'b']);
  });
});

describe('orderTripOf', () => {
  it.each([
    ['the trip the URL names', '?item=b&trip=a&trip=b&card=3', 'b', ['a', 'b'], 3],
    ['an item alone without one', '?item=b', 'b', ['b'], null],
    ['an item alone when the trip does not hold it', '?item=c&trip=a&trip=b', 'c', ['c'], null],
    ['no card for a card that is no id', '?item=b&trip=b&card=x', 'b', ['b'], null],
  ])('%s', (_, query, item, items, card) => {
    expect(orderTripOf(new URLSearchParams(query), item)).toEqual({ items, card });
  });
});
