import { describe, expect, it } from 'vitest';
import type { MobilityProduct } from '../schemas/cart.ts';
import { availableCartItems } from './availableCartItems.ts';
import { dedupeProducts } from './dedupeProducts.ts';
import { isOrderRequirementMet } from './isOrderRequirementMet.ts';

const basketItem = {
  SelectedItem: { nModelID: 11, nTypeIDHist: 110 },
  Opties: [],
  EigenOpties: [],
};
const arrangement = { nArrangementID: 1 };

function product(
  Id: number,
  type: string,
  objectId: number,
  extra: { basket?: boolean; arrangement?: boolean; card?: boolean } = {},
): MobilityProduct {
  return {
    Id,
    DataObject: { object_id: objectId, type },
    BasketItem: extra.basket ? basketItem : null,
    Card: extra.card ? { cNaam: 'NS-Business Card', bGekozen: false } : null,
    Arrangement: extra.arrangement ? arrangement : null,
  };
}

describe('dedupeProducts', () => {
  it('keeps one entry per object, the one with a basket item winning, in first-seen order', () => {
    const result = dedupeProducts([
      product(1, 'Car', 5),
      product(2, 'Bike', 5),
      product(3, 'car', 5, { basket: true }),
      product(4, 'Car', 5),
    ]);
    expect(result.map((p) => p.Id)).toEqual([3, 2]);
  });

  it('keeps the first of two entries alike, bare or with a basket item', () => {
    const bare = dedupeProducts([product(1, 'Car', 5), product(2, 'Car', 5)]);
    const inBasket = dedupeProducts([
      product(3, 'Car', 5, { basket: true }),
      product(4, 'Car', 5, { basket: true }),
    ]);
    expect([bare, inBasket].map((result) => result.map((p) => p.Id))).toEqual([[1], [3]]);
  });
});

describe('isOrderRequirementMet', () => {
  it.each([
    [
      'a car arrangement with a car in the basket',
      [product(1, 'Car', 1, { arrangement: true, basket: true })],
      false,
      true,
    ],
    [
      'a car arrangement without a car',
      [product(1, 'Car', 1, { arrangement: true })],
      false,
      false,
    ],
    [
      'the basket item wins over a bare duplicate',
      [product(1, 'Car', 1, { arrangement: true }), product(2, 'Car', 1, { basket: true })],
      false,
      true,
    ],
    [
      'a car and a bike arrangement with only a car',
      [
        product(1, 'Car', 1, { arrangement: true, basket: true }),
        product(2, 'Bike', 2, { arrangement: true }),
      ],
      false,
      false,
    ],
    [
      'the same with another car object filling the car type',
      [product(1, 'Car', 1, { arrangement: true }), product(2, 'Car', 2, { basket: true })],
      false,
      true,
    ],
    [
      'container: the other arranged types count as present',
      [
        product(1, 'Car', 1, { arrangement: true, basket: true }),
        product(2, 'Bike', 2, { arrangement: true }),
        product(3, 'Card', 3, { arrangement: true, card: true }),
      ],
      true,
      true,
    ],
    [
      'container: a bike alone also meets it',
      [
        product(1, 'Car', 1, { arrangement: true }),
        product(2, 'Bike', 2, { arrangement: true, basket: true }),
      ],
      true,
      true,
    ],
    [
      'container: an empty basket does not',
      [product(1, 'Car', 1, { arrangement: true }), product(2, 'Bike', 2, { arrangement: true })],
      true,
      false,
    ],
    ['no arrangements: nothing is required', [product(1, 'Car', 1)], false, true],
    ['no products at all', [], false, true],
  ])('%s', (_case, products, mobilityContainer, expected) => {
    expect(isOrderRequirementMet(products, { mobilityContainer })).toBe(expected);
  });
});

describe('availableCartItems', () => {
  const products = [
    product(1, 'Car', 1, { basket: true }),
    product(2, 'Bike', 2, { basket: true }),
    product(3, 'Card', 3, { basket: true, card: true }),
    product(4, 'Car', 4),
    product(5, 'Car', 1),
  ];

  it.each([
    ['items with a basket item and no card', [], [1, 2]],
    ['minus the ones already ordered', [2], [1]],
    ['everything ordered', [1, 2], []],
  ])('%s', (_case, ordered, expected) => {
    expect(availableCartItems(products, ordered).map((p) => p.Id)).toEqual(expected);
  });
});
