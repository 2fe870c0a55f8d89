import { demoOrder } from '@lease/api/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { demoSession } from '#src/testing/demoToken.ts';
import { renderRoute, type RenderedRoute } from '#src/testing/renderRoute.tsx';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.unmount());

describe('the order status page', () => {
  it('shows the order, its timeline and what was ordered with the vehicle', async () => {
    rendered = renderRoute(`/nl/horizon/order-status/${demoOrder.nBestelID}`, {
      session: demoSession(),
    });
    await expect
      .element(page.getByRole('heading', { level: 1, name: `Bestelling ${demoOrder.nBestelID}` }))
      .toBeVisible();
    // Its texts in the page's language, whatever the driver ordered in.
    const asked = rendered.requests.find((r) => r.url.includes('/api/GetBestelling'));
    expect(new URL(asked?.url ?? 'http://x').searchParams.get('taalcode')).toBe('nl');
    const lines = page.getByRole('region', { name: 'Wat je hebt besteld' });
    await expect.element(lines.getByText('Kings Red metallic')).toBeVisible();
    await expect.element(lines.getByText('€ 18,- per maand')).toBeVisible();
    // The vehicle is the subheading, not a line.
    await expect
      .element(lines.getByText('Volkswagen ID.4 Pure 52 kWh 170 pk'))
      .not.toBeInTheDocument();
  });

  it('words an option at no charge as the order page does: included, not € 0,-', async () => {
    const standardPaint = { cSoort: 'optie', cOmschrijving: 'Moonstone grijs', nPrijs: 0 } as const;
    rendered = renderRoute(`/nl/horizon/order-status/${demoOrder.nBestelID}`, {
      session: demoSession(),
      handlers: [
        http.get('*/api/GetBestelling', () =>
          HttpResponse.json({
            ...demoOrder,
            Regels: [...demoOrder.Regels, { ...standardPaint, nLeaseprijs: null }],
          }),
        ),
      ],
    });
    const lines = page.getByRole('region', { name: 'Wat je hebt besteld' });
    await expect.element(lines.getByText('Moonstone grijs')).toBeVisible();
    await expect.element(lines.getByText('Inbegrepen', { exact: true })).toBeVisible();
    await expect.element(lines.getByText('€ 0,-')).not.toBeInTheDocument();
  });
});
