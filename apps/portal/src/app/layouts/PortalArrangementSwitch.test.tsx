import { demoSeveralChoices } from '@lease/api/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { demoClaims, demoSession } from '#src/testing/demoToken.ts';
import { renderRoute, type RenderedRoute } from '#src/testing/renderRoute.tsx';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.unmount());
// Wide enough for the header to name the arrangement beside the link.
beforeEach(() => page.viewport(1280, 900));
afterEach(() => page.viewport(414, 896));

const banner = () => page.getByRole('banner');
const switchLink = () => banner().getByRole('link', { name: 'Andere regeling kiezen' });

describe('choosing another arrangement', () => {
  it('takes a driver with several from the header to the choose page and home under the other', async () => {
    const inContainer = demoClaims({
      sub: 'sanne',
      client: 'horizon',
      Level: 1,
      nBerijderID: 733,
      MobilityCategoryId: 12,
      exp: Math.floor(Date.now() / 1000) + 3600,
    });
    rendered = renderRoute('/nl/horizon', {
      session: { ...demoSession({ nBerijderID: 501, nMantelNr: 10 }), multiSchema: true },
      handlers: [
        http.get('*/api/getArrangementChoices', () => HttpResponse.json(demoSeveralChoices)),
        http.post('*/api/GetKeuzeToken', () =>
          HttpResponse.json({ bMagDoor: true, cStatus: 'OK', cLevel: '1', Token: inContainer }),
        ),
      ],
    });
    const route = rendered;
    await expect.element(banner().getByText('Regeling: Horizon Leaseregeling 2026')).toBeVisible();
    const basketReads = () =>
      route.requests.filter((r) => r.url.endsWith('/api/GetMobilityBasket')).length;
    await expect.poll(basketReads).toBeGreaterThan(0);
    const readBefore = basketReads();

    await userEvent.click(switchLink());
    await expect.poll(() => route.pathname()).toBe('/nl/horizon/auth/choose');
    await userEvent.click(page.getByRole('button', { name: /^Verder als Sanne Visser/ }));
    await expect.poll(() => route.pathname()).toBe('/nl/horizon');
    await expect.element(banner().getByText('Regeling: StadMobiel Budget')).toBeVisible();
    // The other arrangement's cart is read afresh, not the first one's shown from the cache.
    await expect.poll(basketReads).toBeGreaterThan(readBefore);
  });

  it('is not offered to a driver with one arrangement', async () => {
    rendered = renderRoute('/nl/horizon', { session: demoSession() });
    await expect.element(banner().getByRole('button', { name: 'Uitloggen' })).toBeVisible();
    expect(switchLink().query()).toBeNull();
  });
});
