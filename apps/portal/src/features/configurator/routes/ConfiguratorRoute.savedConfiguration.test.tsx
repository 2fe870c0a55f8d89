import type { OptionsRequest } from '@lease/api';
import { demoSavedCars } from '@lease/api/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { demoSession } from '#src/testing/demoToken.ts';
import { renderRoute, type RenderedRoute } from '#src/testing/renderRoute.tsx';
import { optionsAsChosen } from '../testing/configuratorHandlers.ts';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.unmount());

/**
 * Opens a saved configuration from the saved-cars page, as a driver does. Its link is a plain
 * one (the browser loads the configurator anew), so the test renders the address it leads to.
 */
async function reopen(name: RegExp) {
  renderRoute('/nl/horizon/saved-cars', { session: demoSession() });
  const link = page.getByRole('link', { name });
  await expect.element(link).toBeVisible();
  const href = link.element().getAttribute('href') ?? '';
  rendered = renderRoute(href, { session: demoSession(), handlers: [optionsAsChosen()] });
  await expect
    .element(page.getByRole('heading', { level: 1, name: 'Stel je auto samen' }))
    .toBeVisible();
  return rendered;
}

const optionsRequests = (route: RenderedRoute) =>
  Promise.all(
    route.requests
      .filter((request) => request.url.endsWith('/api/GetOpties'))
      .map(async (request) => (await request.clone().json()) as OptionsRequest),
  );

describe('a saved configuration reopened', () => {
  it('comes back whole: options, term and mileage, parent-scheme choices and own options', async () => {
    const route = await reopen(/Volkswagen ID\.4/);
    const [saved] = demoSavedCars;
    expect(route.pathname()).toMatch(/\/calculator\/304\/types\/type-30411\/configurator$/);
    await expect.element(page.getByRole('radio', { name: /Kings Red/ })).toBeChecked();
    await expect.element(page.getByRole('checkbox', { name: /Trekhaak/ })).toBeChecked();
    await expect.element(page.getByRole('checkbox', { name: /Warmtepomp/ })).not.toBeChecked();
    await expect.element(page.getByLabelText(/Vervangend vervoer/)).not.toBeChecked();
    await expect.element(page.getByText('Fietsdrager voor 2 fietsen')).toBeVisible();
    await expect.element(page.getByRole('radio', { name: '48 maanden' })).toBeChecked();
    // The server was asked for the saved choice, not the default one.
    const asked = (await optionsRequests(route)).at(-1);
    expect(asked?.cGekozenOpties).toBe(saved?.Opties?.join(','));
    expect(asked?.MantelOpties).toEqual([{ nComponentNr: 2, bChecked: false }]);
    // Nothing of it is gone: no notice.
    await expect.element(page.getByText(/niet meer leverbaar/i)).not.toBeInTheDocument();
  });

  it('says plainly which saved option the catalogue no longer has', async () => {
    const route = await reopen(/Kia Niro/);
    await expect
      .element(
        page.getByText(/^Niet meer leverbaar en dus weggelaten uit je bewaarde samenstelling:/),
      )
      .toBeVisible();
    await expect.element(page.getByText('Panoramadak')).toBeVisible();
    // The names come in the page's language.
    const asked = route.requests.find((request) =>
      request.url.includes('/api/GetOpgeslagenAutos?nOpgeslagenAutoID=9002'),
    );
    expect(new URL(asked?.url ?? 'http://x').searchParams.get('taalcode')).toBe('nl');
  });
});
