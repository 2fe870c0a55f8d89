import { demoOrderList } from '@lease/api/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { demoSession } from '#src/testing/demoToken.ts';
import { renderRoute, type RenderedRoute } from '#src/testing/renderRoute.tsx';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.unmount());

const orderListAnswer = (answer: () => Response) =>
  http.get('*/api/GetBestellingen', () => answer());

describe('my orders', () => {
  it('lists the orders newest first with status, date, vehicle and monthly price', async () => {
    rendered = renderRoute('/nl/horizon/orders', { session: demoSession() });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Mijn bestellingen' }))
      .toBeVisible();
    const entries = page.getByRole('listitem').filter({ hasText: /^Bestelling|Bestelling \d/ });
    await expect.element(entries.nth(2)).toBeVisible();
    expect(
      entries.elements().map((entry) => /Bestelling (\d+)/.exec(entry.textContent)?.[1]),
    ).toEqual(demoOrderList.map((order) => String(order.nBestelID)));
    const car = entries.nth(1);
    await expect
      .element(car.getByRole('heading', { level: 2 }))
      .toHaveTextContent('Volkswagen ID.4 Pure 52 kWh 170 pk');
    await expect.element(car.getByText('Status: Levering gepland')).toBeVisible();
    await expect.element(car.getByText('Besteld op 23 februari 2026')).toBeVisible();
    await expect.element(car.getByText('€ 689,- per maand')).toBeVisible();
    await expect.element(entries.nth(2).getByText('Status: Geannuleerd')).toBeVisible();
  });

  it('opens an order’s status page from its name', async () => {
    rendered = renderRoute('/nl/horizon/orders', { session: demoSession() });
    await page.getByRole('link', { name: 'Volkswagen ID.4 Pure 52 kWh 170 pk' }).click();
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Bestelling 24017' }))
      .toBeVisible();
    expect(rendered.pathname()).toBe('/nl/horizon/order-status/24017');
  });

  it('is reached from the header and from the client home', async () => {
    rendered = renderRoute('/nl/horizon', { session: demoSession() });
    await expect
      .element(page.getByRole('link', { name: 'Mijn bestellingen' }))
      .toHaveAttribute('href', '/nl/horizon/orders');
    // The test's browser is as narrow as a phone: the header's places are in its menu.
    const header = page.getByRole('navigation', { name: 'Hoofdnavigatie' });
    await header.getByRole('button', { name: 'Menu openen' }).click();
    await page.getByRole('menuitem', { name: 'Bestellingen' }).click();
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Mijn bestellingen' }))
      .toBeVisible();
    expect(rendered.pathname()).toBe('/nl/horizon/orders');
  });

  it('says so when there are no orders, with the way to a vehicle', async () => {
    rendered = renderRoute('/en/horizon/orders', {
      session: demoSession(),
      handlers: [orderListAnswer(() => HttpResponse.json([]))],
    });
    await expect.element(page.getByText('You have not placed an order yet.')).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Find a vehicle' }).last())
      .toHaveAttribute('href', '/en/horizon/calculator');
  });

  it('shows a failure in the page and lists the orders after a retry', async () => {
    let failing = true;
    rendered = renderRoute('/de/horizon/orders', {
      session: demoSession(),
      handlers: [
        orderListAnswer(() =>
          failing
            ? HttpResponse.json({ cStatus: 'error', cOpmerking: 'Down.' }, { status: 503 })
            : HttpResponse.json(demoOrderList),
        ),
      ],
    });
    await expect.element(page.getByRole('alert')).toBeVisible();
    failing = false;
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect
      .element(page.getByRole('link', { name: 'Volkswagen ID.4 Pure 52 kWh 170 pk' }))
      .toBeVisible();
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
  });
});
