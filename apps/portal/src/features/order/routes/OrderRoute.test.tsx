import type { BasketWriteRequest, ShoppingCart } from '@lease/api';
import { demoBasket, demoBasketItem } from '@lease/api/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { demoSession } from '#src/testing/demoToken.ts';
import { renderRoute, type RenderedRoute } from '#src/testing/renderRoute.tsx';
import { secondBasketItem, tripBasket } from '#src/testing/tripBasket.ts';
import { orderKeyOf } from '../orderKey.ts';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.unmount());

const orderPath = (flow: string) =>
  `/nl/horizon/calculator/304/types/type-30411/${flow}/order?item=${demoBasketItem.Id}`;
/** The basket with its one item changed. */
const basketWith = (change: Partial<typeof demoBasketItem>) => {
  const basket: ShoppingCart = { ...demoBasket, Items: [{ ...demoBasketItem, ...change }] };
  return http.get('*/api/GetMobilityBasket', () => HttpResponse.json(basket));
};
const figures = () => page.getByRole('region', { name: 'Wat je bestelt' });

describe('the order page', () => {
  it('shows what is ordered with the figures the cart priced it at', async () => {
    rendered = renderRoute(orderPath('configurator'), { session: demoSession() });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Bestellen' })).toBeVisible();
    await expect.element(figures().getByText('Volkswagen ID.4 Pure 52 kWh 170 pk')).toBeVisible();
    await expect.element(figures().getByText('48 maanden, 25.000 km per jaar')).toBeVisible();
    await expect.element(figures().getByText('€ 689,- per maand')).toBeVisible();
    await expect.element(figures().getByText('€ 212,40 per maand')).toBeVisible();
    // The chosen options as configured, and the form starts with the configuration's paint.
    await expect
      .element(page.getByRole('heading', { level: 2, name: 'Gekozen opties' }))
      .toBeVisible();
    await expect
      .element(page.getByRole('textbox', { name: 'Kleur' }))
      .toHaveValue('Kings Red metallic');
    const options = rendered.requests.find((r) => r.url.endsWith('/api/GetOpties'));
    expect(await options?.json()).toMatchObject({
      nTypeIDHist: 30411,
      cGekozenOpties: '880102,880201',
      cTaal: 'nl',
      nCategorieID: 2,
    });
    // The questions are asked in the page's language.
    const asked = rendered.requests.find((r) => r.url.endsWith('/api/getBestellingVragen'));
    expect(await asked?.json()).toMatchObject({ nTypeIDHist: 30411, cTaal: 'nl' });
    // The term is the item's own: no picker.
    expect(page.getByRole('region', { name: 'Looptijd en kilometers' }).query()).toBeNull();
  });

  it('is the 404 for an item of the other flow', async () => {
    rendered = renderRoute(orderPath('pricing-manager'), { session: demoSession() });
    await expect
      .element(page.getByRole('heading', { level: 1, name: /niet gevonden/ }))
      .toBeVisible();
    rendered.unmount();
    rendered = renderRoute(orderPath('configurator'), {
      session: demoSession(),
      handlers: [basketWith({ nPricingManagerId: 4101, PMOpties: [4101] })],
    });
    await expect
      .element(page.getByRole('heading', { level: 1, name: /niet gevonden/ }))
      .toBeVisible();
  });

  it('asks a generic item (no term yet) for its term, starting at the standard one', async () => {
    rendered = renderRoute(orderPath('configurator'), {
      session: demoSession(),
      handlers: [
        basketWith({
          SelectedItem: { ...demoBasketItem.SelectedItem, nLooptijd: null, nKilometrage: null },
        }),
      ],
    });
    const terms = page.getByRole('region', { name: 'Looptijd en kilometers' });
    await expect.element(terms.getByRole('radio', { name: /48/ })).toBeChecked();
    const request = rendered.requests.find((r) => r.url.endsWith('/api/GetLooptijdKilometrages'));
    expect(await request?.json()).toMatchObject({ cSoort: 'OMR', ID: 30411 });
  });

  it('sends the same Idempotency-Key for the item after a reload, so it is never ordered twice', async () => {
    /** Opens the order page afresh (as a reload does), fills the form and sends it. */
    async function orderOnce(): Promise<string | null> {
      rendered?.unmount();
      const route = (rendered = renderRoute(orderPath('configurator'), { session: demoSession() }));
      await sendOrderForm();
      // The order, then finalizing the basket: two answers before the status page.
      await expect.poll(() => route.pathname(), { timeout: 5_000 }).toMatch(/\/order-status\//);
      const sent = route.requests.find((r) => r.url.endsWith('/api/SetBestelling'));
      return sent?.headers.get('Idempotency-Key') ?? null;
    }
    const first = await orderOnce();
    expect(first).toBe(await orderKeyOf(demoBasketItem.Id ?? ''));
    expect(await orderOnce()).toBe(first);
  });
});

/** Fills the demo order form as a driver does, and sends it. */
async function sendOrderForm() {
  await userEvent.click(page.getByRole('combobox', { name: /^Dealer/ }));
  await userEvent.click(page.getByRole('option').first());
  await userEvent.click(page.getByRole('radio', { name: 'Ja' }));
  await userEvent.click(page.getByRole('checkbox', { name: /gebruikersovereenkomst/ }));
  await userEvent.click(page.getByRole('checkbox', { name: /salaris/ }));
  await userEvent.click(page.getByRole('button', { name: 'Bestelling plaatsen' }));
}

describe('one trip through the cart', () => {
  // Two vehicles and two cards: the basket has chosen the NS card, the driver ticked the other.
  const second = secondBasketItem;
  const basket = tripBasket;
  const trip = `trip=${demoBasketItem.Id}&trip=${second.Id}&card=4`;
  const tripPage = (item: string) =>
    `/nl/horizon/calculator/304/types/type-30411/configurator/order?item=${item}&${trip}`;

  it('goes from the first item’s form to the second’s, then finalizes both with the ticked card', async () => {
    rendered = renderRoute(tripPage(demoBasketItem.Id ?? ''), {
      session: demoSession(),
      handlers: [http.get('*/api/GetMobilityBasket', () => HttpResponse.json(basket))],
    });
    const route = rendered;
    await expect.element(page.getByText('Voertuig 1 van 2')).toBeVisible();
    await sendOrderForm();
    // The second form, on the same trip: nothing finalized yet.
    await expect.element(page.getByText('Voertuig 2 van 2')).toBeVisible();
    expect(route.router.state.location.search).toBe(`?item=${second.Id}&${trip}`);
    expect(route.requests.some((r) => r.url.endsWith('/api/FinalizeMobilityBasket'))).toBe(false);

    await sendOrderForm();
    await expect.poll(() => route.pathname(), { timeout: 5_000 }).toBe('/nl/horizon/orders');
    const finalized = route.requests.filter((r) => r.url.endsWith('/api/FinalizeMobilityBasket'));
    expect(finalized).toHaveLength(1);
    const body = (await finalized[0]?.json()) as BasketWriteRequest;
    expect(body.Items.map((item) => item.Id)).toEqual([demoBasketItem.Id, second.Id]);
    expect(body.Cards).toEqual([
      { Id: 3, bGekozen: false },
      { Id: 4, bGekozen: true },
    ]);
    // Each form was sent once, with its own item's key.
    const keys = route.requests
      .filter((r) => r.url.endsWith('/api/SetBestelling'))
      .map((r) => r.headers.get('Idempotency-Key'));
    expect(keys).toEqual([await orderKeyOf(demoBasketItem.Id ?? ''), await orderKeyOf(second.Id)]);
  });

  it('finalizes nothing again when the trip’s items have left the basket already', async () => {
    // Another tab finalized the trip while this one sent its last form: the basket has moved on.
    let reads = 0;
    rendered = renderRoute(tripPage(second.Id), {
      session: demoSession(),
      handlers: [
        http.get('*/api/GetMobilityBasket', () =>
          HttpResponse.json(reads++ === 0 ? basket : { ...basket, Items: [], nVersie: 5 }),
        ),
      ],
    });
    const route = rendered;
    await expect.element(page.getByText('Voertuig 2 van 2')).toBeVisible();
    await sendOrderForm();
    await expect.poll(() => route.pathname(), { timeout: 5_000 }).toBe('/nl/horizon/orders');
    expect(route.requests.some((r) => r.url.endsWith('/api/FinalizeMobilityBasket'))).toBe(false);
  });
});

describe('the order page at 1280 px', () => {
  beforeEach(() => page.viewport(1280, 900));
  afterEach(() => page.viewport(414, 896));

  it('keeps the form at a readable width with what is ordered beside it', async () => {
    rendered = renderRoute(orderPath('configurator'), { session: demoSession() });
    const remarks = page.getByRole('textbox', { name: 'Opmerkingen' });
    await expect.element(remarks).toBeVisible();
    const field = (remarks.element() as HTMLElement).getBoundingClientRect();
    const summary = (figures().element() as HTMLElement).getBoundingClientRect();
    // A text field of a whole 1280 px window is no line to read or fill in.
    expect(field.width).toBeLessThanOrEqual(800);
    // Beside the form, level with it, not above it.
    expect(summary.left).toBeGreaterThanOrEqual(field.right);
    expect(summary.top).toBeLessThan(field.bottom);
  });
});
