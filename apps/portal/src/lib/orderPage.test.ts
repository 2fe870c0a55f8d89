import { describe, expect, it } from 'vitest';
import { orderFlowOf, orderPageHref } from './orderPage.ts';

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
