import type { BasketWriteRequest, DetailRequest, ShoppingCart } from '@lease/api';
import { demoBasket, demoCarDetails, demoOptionsResponse, demoTypes } from '@lease/api/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { demoSession } from '#src/testing/demoToken.ts';
import { renderRoute, type RenderedRoute } from '#src/testing/renderRoute.tsx';
import { detailsBy } from '../testing/configuratorHandlers.ts';
import { watchPresence } from '../testing/watchPresence.ts';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.unmount());

const path = '/nl/horizon/calculator/304/types/type-880001/pricing-manager';
/** `GetDetails` adding € 10, € 20, € 30 for the options 4101, 4102, 4103 to € 600. */
const pricedByPm = (bodies: DetailRequest[]) =>
  detailsBy(
    (body) => ({
      nLeaseprijs: 600 + (body.PMOpties ?? []).reduce((sum, id) => sum + (id - 4100) * 10, 0),
      bMagBestellen: true,
    }),
    bodies,
  );
/** A basket that keeps what is saved, giving a new item an id, as the server does. */
function keptBasket() {
  let basket: ShoppingCart = demoBasket;
  return [
    http.get('*/api/GetMobilityBasket', () => HttpResponse.json(basket)),
    http.post('*/api/SetMobilityBasket', async ({ request }) => {
      const body = (await request.json()) as BasketWriteRequest;
      const Items = body.Items.map((item, index) => ({ ...item, Id: item.Id ?? `new-${index}` }));
      basket = { ...basket, Items, nVersie: body.nVersie + 1 };
      return HttpResponse.json(basket);
    }),
  ];
}
const price = (text: string) =>
  page.getByRole('complementary', { name: 'Het aanbod' }).getByText(text);

describe('the pricing manager', () => {
  it('prices the checked options, follows changes in the URL, and adds the offer to the cart', async () => {
    const bodies: DetailRequest[] = [];
    rendered = renderRoute(path, {
      session: demoSession(),
      handlers: [pricedByPm(bodies), ...keptBasket()],
    });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Aanbod van de leasemaatschappij' }))
      .toBeVisible();
    // Delivery (4101) and the fleet discount (4102) come checked.
    await expect.element(price('€ 630,- per maand')).toBeVisible();
    expect(bodies.at(-1)).toMatchObject({ PMOpties: [4101, 4102], nPricingManagerId: 4101 });
    const terms = rendered.requests.filter((r) => r.url.endsWith('/api/GetLooptijdKilometrages'));
    expect(await terms[0]?.json()).toMatchObject({ cSoort: 'PM', ID: 4101 });

    await userEvent.click(page.getByRole('button', { name: 'Voorraadactie kiezen' }));
    await expect.element(price('€ 660,- per maand')).toBeVisible();
    expect(rendered.router.state.location.search).toBe('?pm=4101%2C4102%2C4103');
    await userEvent.click(page.getByRole('button', { name: 'Afleverpakket verwijderen' }));
    await expect.element(price('€ 650,- per maand')).toBeVisible();
    expect(rendered.router.state.location.search).toBe('?pm=4102%2C4103');

    // Added to the cart as the configurator adds a car: the same notice, then the cart.
    await userEvent.click(page.getByRole('button', { name: 'Deze auto bestellen' }));
    const notices = page.getByRole('list', { name: 'Meldingen' });
    await expect
      .element(notices)
      .toHaveTextContent('WinkelwagenHet voertuig is aan je winkelwagen toegevoegd.');
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Je winkelwagen' }))
      .toBeVisible();
    expect(rendered.pathname()).toBe('/nl/horizon/cart');
    // The offer goes into the cart with the car, so the cart and the order price it alike.
    const saved = rendered.requests.filter((r) => r.url.endsWith('/api/SetMobilityBasket'));
    const body = (await saved.at(-1)?.json()) as BasketWriteRequest;
    expect(body.Items.at(-1)).toMatchObject({ nPricingManagerId: 4101, PMOpties: [4102, 4103] });
  });

  it('names the car of the offer, asked for with the pricing manager', async () => {
    rendered = renderRoute(path, {
      session: demoSession(),
      handlers: [
        http.get('*/api/GetCardetails', ({ request }) => {
          const nTypeIDHist = Number(new URL(request.url).searchParams.get('nTypeIDHist'));
          const [brand] = demoCarDetails.Merken;
          const [model] = brand?.Modellen ?? [];
          const Types = [{ ...demoTypes.id4Pure, nTypeIDHist }];
          return HttpResponse.json({
            ...demoCarDetails,
            Merken: [{ ...brand, Modellen: [{ ...model, Types }] }],
          });
        }),
      ],
    });
    await expect.element(page.getByText('Volkswagen ID.4 Pure 52 kWh 170 pk')).toBeVisible();
    const asked = rendered.requests.filter((r) => r.url.includes('/api/GetCardetails'));
    const query = new URL(asked[0]?.url ?? 'http://x').searchParams;
    expect([query.get('nTypeIDHist'), query.get('nPricingManagerId')]).toEqual(['880001', '4101']);
  });

  it('keeps both of two changes made before the page has rendered the first', async () => {
    const bodies: DetailRequest[] = [];
    rendered = renderRoute(path, {
      session: demoSession(),
      handlers: [pricedByPm(bodies), ...keptBasket()],
    });
    await expect.element(price('€ 630,- per maand')).toBeVisible();
    const choose = page.getByRole('button', { name: 'Voorraadactie kiezen' }).element();
    const remove = page.getByRole('button', { name: 'Afleverpakket verwijderen' }).element();

    // Two clicks in one task: the router renders each navigation later, in a transition.
    (choose as HTMLElement).click();
    (remove as HTMLElement).click();

    await expect.element(price('€ 650,- per maand')).toBeVisible();
    expect(rendered.router.state.location.search).toBe('?pm=4102%2C4103');
    expect(bodies.at(-1)).toMatchObject({ PMOpties: [4102, 4103] });
  });

  it('keeps the order button while the same price is only fetched again', async () => {
    const bodies: DetailRequest[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    rendered = renderRoute(path, {
      session: demoSession(),
      handlers: [
        // Every price after the first waits for the test.
        http.post('*/api/GetDetails', async () => {
          if (bodies.length > 0) await held;
          return undefined;
        }),
        pricedByPm(bodies),
      ],
    });
    const order = page.getByRole('button', { name: 'Deze auto bestellen' });
    await expect.element(order).toBeVisible();
    const asked = () => rendered?.requests.filter((r) => r.url.endsWith('/api/GetDetails')).length;
    const before = asked() ?? 0;
    const presence = watchPresence(order);
    const again = rendered.deps.queryClient.refetchQueries({ queryKey: ['configuration'] });
    await expect.poll(asked).toBeGreaterThan(before);
    release();
    await again;
    expect(bodies.length).toBeGreaterThan(before);
    expect(presence.stop(), 'the button was gone for a moment').toBe(false);
  });

  it('says so when the scheme offers no pricing manager for the car', async () => {
    rendered = renderRoute(path, {
      session: demoSession(),
      handlers: [
        http.post('*/api/GetOpties', () =>
          HttpResponse.json({ ...demoOptionsResponse, PMOpties: [] }),
        ),
      ],
    });
    await expect
      .element(
        page.getByText(/^Je regeling biedt voor deze auto geen aanbod van de leasemaatschappij/),
      )
      .toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Deze auto zelf samenstellen' }))
      .toHaveAttribute('href', '/nl/horizon/calculator/304/types/type-880001/configurator');
    expect(rendered.requests.some((r) => r.url.endsWith('/api/GetLooptijdKilometrages'))).toBe(
      false,
    );
  });

  it.each(['type-abc', '880001'])('is not found for the type segment %s', async (type) => {
    rendered = renderRoute(`/nl/horizon/calculator/304/types/${type}/pricing-manager`, {
      session: demoSession(),
    });
    await expect
      .element(page.getByRole('heading', { level: 1, name: /niet gevonden/ }))
      .toBeVisible();
  });

  it('is linked from the configurator', async () => {
    rendered = renderRoute('/nl/horizon/calculator/304/types/type-880001/configurator', {
      session: demoSession(),
    });
    await userEvent.click(
      page.getByRole('link', { name: 'Bekijk het aanbod van de leasemaatschappij' }),
    );
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Aanbod van de leasemaatschappij' }))
      .toBeVisible();
  });
});
