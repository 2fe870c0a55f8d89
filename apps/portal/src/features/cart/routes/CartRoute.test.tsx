import type { ShoppingCart } from '@lease/api';
import { demoBasket } from '@lease/api/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { demoSession } from '#src/testing/demoToken.ts';
import { renderRoute, type RenderedRoute } from '#src/testing/renderRoute.tsx';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.unmount());

const answering = (basket: ShoppingCart) =>
  http.get('*/api/GetMobilityBasket', () => HttpResponse.json(basket));
const requirementWarning = () =>
  page.getByText('Kies voor elke regeling een product voordat je bestelt.');

describe('an empty cart', () => {
  it('says only that it is empty to a driver whose scheme has no arrangements', async () => {
    rendered = renderRoute('/nl/horizon/cart', {
      session: demoSession(),
      handlers: [
        answering({ Items: [], MobilityProducts: [], nVersie: 0, Budget: null, BudgetLeft: null }),
      ],
    });
    await expect.element(page.getByText('Je winkelwagen is leeg.')).toBeVisible();
    expect(requirementWarning().query()).toBeNull();
  });

  it('asks a container driver for a product per arrangement', async () => {
    const products = demoBasket.MobilityProducts.map((product) => ({
      ...product,
      BasketItem: null,
    }));
    rendered = renderRoute('/nl/stadmobiel/cart', {
      session: demoSession({ client: 'stadmobiel', MobilityCategoryId: 3 }),
      handlers: [answering({ ...demoBasket, Items: [], MobilityProducts: products })],
    });
    await expect.element(page.getByText('Je winkelwagen is leeg.')).toBeVisible();
    await expect.element(requirementWarning()).toBeVisible();
  });
});
