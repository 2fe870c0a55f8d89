import type { ShoppingCart } from '@lease/api';
import { demoBasket, demoBasketItem } from '@lease/api/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { demoSession } from '#src/testing/demoToken.ts';
import { renderRoute, type RenderedRoute } from '#src/testing/renderRoute.tsx';
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
      await userEvent.click(page.getByRole('combobox', { name: /^Dealer/ }));
      await userEvent.click(page.getByRole('option').first());
      await userEvent.click(page.getByRole('radio', { name: 'Ja' }));
      await userEvent.click(page.getByRole('checkbox', { name: /gebruikersovereenkomst/ }));
      await userEvent.click(page.getByRole('checkbox', { name: /salaris/ }));
      await userEvent.click(page.getByRole('button', { name: 'Bestelling plaatsen' }));
      await expect.poll(() => route.pathname()).toMatch(/\/order-status\//);
      const sent = route.requests.find((r) => r.url.endsWith('/api/SetBestelling'));
      return sent?.headers.get('Idempotency-Key') ?? null;
    }
    const first = await orderOnce();
    expect(first).toBe(await orderKeyOf(demoBasketItem.Id ?? ''));
    expect(await orderOnce()).toBe(first);
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
