import type { ShoppingCart } from '@lease/api';
import { demoBasket, demoBasketItem } from '@lease/api/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { demoSession } from '#src/testing/demoToken.ts';
import { renderRoute, type RenderedRoute } from '#src/testing/renderRoute.tsx';
import { otherCard, secondBasketItem } from '#src/testing/tripBasket.ts';

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

describe('ordering the cart', () => {
  it('starts one trip through the order forms of every vehicle', async () => {
    rendered = renderRoute('/nl/horizon/cart', {
      session: demoSession(),
      handlers: [
        answering({
          ...demoBasket,
          Items: [demoBasketItem, secondBasketItem],
          MobilityProducts: [],
          Budget: null,
          BudgetLeft: null,
        }),
      ],
    });
    const route = rendered;
    await userEvent.click(page.getByRole('button', { name: 'Bestellen' }));
    await expect.poll(() => route.pathname()).toMatch(/\/configurator\/order$/);
    const search = new URLSearchParams(route.router.state.location.search);
    expect(search.get('item')).toBe(demoBasketItem.Id);
    expect(search.getAll('trip')).toEqual([demoBasketItem.Id, secondBasketItem.Id]);
    expect(search.get('card')).toBeNull();
  });

  it('takes the card the driver ticks along, kept in the cart’s URL', async () => {
    rendered = renderRoute('/nl/stadmobiel/cart', {
      session: demoSession({ client: 'stadmobiel', MobilityCategoryId: 3 }),
      handlers: [
        answering({ ...demoBasket, MobilityProducts: [...demoBasket.MobilityProducts, otherCard] }),
      ],
    });
    const route = rendered;
    // The basket has chosen the NS card; the driver ticks the other.
    await expect
      .element(page.getByRole('radio', { name: 'NS-Business Card 2e klas' }))
      .toBeChecked();
    await userEvent.click(page.getByRole('radio', { name: 'Deelfietspas' }));
    await expect.element(page.getByRole('radio', { name: 'Deelfietspas' })).toBeChecked();
    expect(route.router.state.location.search).toBe('?card=4');
    // With vehicles in the cart the card has no button of its own: it goes with them.
    expect(page.getByRole('button', { name: 'Gekozen pas bestellen' }).query()).toBeNull();
    await userEvent.click(page.getByRole('button', { name: 'Bestellen' }));
    await expect.poll(() => route.pathname()).toMatch(/\/configurator\/order$/);
    const search = new URLSearchParams(route.router.state.location.search);
    expect(search.getAll('trip')).toEqual([demoBasketItem.Id]);
    expect(search.get('card')).toBe('4');
  });
});
