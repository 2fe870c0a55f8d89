import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en.ts';
import { PRODUCT_TYPE_MESSAGES, productTypeMessage } from './productTypeMessage.ts';

describe('productTypeMessage', () => {
  it.each([
    ['car', 'cart.productType.car'],
    ['Car', 'cart.productType.car'],
    [' BIKE ', 'cart.productType.bike'],
    ['Card', 'cart.productType.card'],
    ['scooter', 'cart.productType.other'],
    ['toString', 'cart.productType.other'],
    ['', 'cart.productType.other'],
    [null, 'cart.productType.other'],
    [undefined, 'cart.productType.other'],
  ])('%j → %s', (type, expected) => {
    expect(productTypeMessage(type)).toBe(expected);
  });

  it('has an English text for every type', () => {
    for (const id of [...Object.values(PRODUCT_TYPE_MESSAGES), 'cart.productType.other' as const]) {
      expect(en[id]).toBeTruthy();
    }
  });
});
