import type { GetAutosRequest } from '@lease/api';
import { demoCarSearchResult } from '@lease/api/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { demoSession } from '#src/testing/demoToken.ts';
import { renderRoute, type RenderedRoute } from '#src/testing/renderRoute.tsx';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.unmount());

async function searches(route: RenderedRoute): Promise<GetAutosRequest[]> {
  const calls = route.requests.filter((request) => request.url.endsWith('/api/GetAutos'));
  return Promise.all(calls.map((call) => call.clone().json() as Promise<GetAutosRequest>));
}

describe('the calculator', () => {
  it('searches with the filters in its URL and the tax basis of the settings', async () => {
    const route = (rendered = renderRoute(
      '/nl/horizon/calculator?cBrandstof=elektrisch&nLeaseMax=700&cSortering=nLeaseprijs-desc',
      { session: demoSession() },
    ));
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Zoek een voertuig' }))
      .toBeVisible();
    await expect.element(page.getByText(/gevonden/)).toBeVisible();
    const [search] = await searches(route);
    expect(search).toMatchObject({
      cBrandstof: 'elektrisch',
      nLeaseMax: 700,
      cSortering: 'nLeaseprijs-desc',
      nBelastingPercentage: 49.5,
      nCategorieID: 1,
    });
  });

  it('puts a new sort in the URL, a new history entry', async () => {
    const route = (rendered = renderRoute('/nl/horizon/calculator', { session: demoSession() }));
    await userEvent.click(page.getByRole('button', { name: /Sorteren op/ }));
    await userEvent.click(page.getByRole('menuitemradio', { name: 'Leaseprijs: hoog naar laag' }));
    await expect
      .poll(() => route.router.state.location.search)
      .toBe('?cSortering=nLeaseprijs-desc');
    expect(route.router.state.historyAction).toBe('PUSH');
  });

  it('drops a stored category the settings no longer offer', async () => {
    localStorage.setItem('selectedCategory', '999');
    const route = (rendered = renderRoute('/nl/horizon/calculator', { session: demoSession() }));
    await expect.element(page.getByText(/gevonden/)).toBeVisible();
    const [search] = await searches(route);
    expect(search?.nCategorieID).toBe(1);
  });

  it('says a search failed and tries again on request', async () => {
    let fail = true;
    rendered = renderRoute('/nl/horizon/calculator', {
      session: demoSession(),
      handlers: [
        http.post('*/api/GetAutos', () =>
          fail ? new HttpResponse(null, { status: 503 }) : HttpResponse.json(demoCarSearchResult),
        ),
      ],
    });
    const retry = page.getByRole('button', { name: 'Opnieuw proberen' });
    await expect.element(retry).toBeVisible();
    fail = false;
    await userEvent.click(retry);
    await expect.element(page.getByText(/gevonden/)).toBeVisible();
  });
});
