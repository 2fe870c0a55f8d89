import { demoStrictCarPolicy } from '@lease/api/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { demoSession } from '#src/testing/demoToken.ts';
import { renderRoute, type RenderedRoute } from '#src/testing/renderRoute.tsx';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.unmount());

describe('what am I entitled to', () => {
  it('states the category, its figures and the limits, each counted and linked', async () => {
    rendered = renderRoute('/nl/horizon/policy', { session: demoSession() });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Waar heb ik recht op?' }))
      .toBeVisible();
    await expect
      .element(page.getByRole('heading', { name: 'Jouw categorie: Categorie B (schaal 9–11)' }))
      .toBeVisible();
    await expect.element(page.getByText('€ 700,- per maand').first()).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: '41 auto’s binnen je norm, zonder eigen bijdrage' }))
      .toHaveAttribute('href', '/nl/horizon/calculator?nLeaseMax=700');
    await expect
      .element(page.getByRole('link', { name: '89 auto’s die je kunt bestellen' }))
      .toHaveAttribute('href', '/nl/horizon/calculator?nEigenbijdrageMax=150');
    // The policy is asked in the page's language.
    const asked = rendered.requests.find((request) => request.url.includes('/api/GetRegeling'));
    expect(new URL(asked?.url ?? 'http://x').searchParams.get('taalcode')).toBe('nl');
  });

  it('opens the calculator with a limit’s filter applied, in its URL', async () => {
    rendered = renderRoute('/en/horizon/policy', {
      session: demoSession(),
      handlers: [http.get('*/api/GetRegeling', () => HttpResponse.json(demoStrictCarPolicy))],
    });
    await page.getByRole('link', { name: '164 plug-in cars' }).click();
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Find a vehicle' }))
      .toBeVisible();
    expect(rendered.pathname()).toBe('/en/horizon/calculator');
    expect(rendered.router.state.location.search).toBe('?bAlleenPlugin=1');
    const search = rendered.requests.findLast((request) => request.url.includes('/api/GetAutos'));
    expect(((await search?.json()) as { bAlleenPlugin?: boolean }).bAlleenPlugin).toBe(true);
  });

  it('is reached from the header and from the client home', async () => {
    rendered = renderRoute('/nl/horizon', { session: demoSession() });
    await expect
      .element(page.getByRole('link', { name: 'Waar heb ik recht op?' }))
      .toHaveAttribute('href', '/nl/horizon/policy');
    // The test's browser is as narrow as a phone: the header's places are in its menu.
    const header = page.getByRole('navigation', { name: 'Hoofdnavigatie' });
    await header.getByRole('button', { name: 'Menu openen' }).click();
    await page.getByRole('menuitem', { name: 'Regeling' }).click();
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Waar heb ik recht op?' }))
      .toBeVisible();
    expect(rendered.pathname()).toBe('/nl/horizon/policy');
  });
});
