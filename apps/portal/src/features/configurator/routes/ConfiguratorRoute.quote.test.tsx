import { demoQuote } from '@lease/api/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { demoSession } from '#src/testing/demoToken.ts';
import { renderRoute, type RenderedRoute } from '#src/testing/renderRoute.tsx';
import { configuratorPath } from '../testing/configuratorHandlers.ts';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.unmount());

describe('a quote from the configurator', () => {
  it('is made of the calculation on screen and opens as a document in the page’s language', async () => {
    rendered = renderRoute(configuratorPath, { session: demoSession() });
    const make = page.getByRole('button', { name: 'Offerte maken' });
    await expect.element(make).toBeEnabled();
    await userEvent.click(make);
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Offerte OF-2026-000042' }))
      .toBeVisible();
    expect(rendered.pathname()).toBe(`/nl/horizon/quotes/${demoQuote.nOfferteID}`);
    const asked = rendered.requests.findLast((request) => request.url.includes('/api/SetOfferte'));
    expect(await asked?.json()).toEqual({
      nCalculatieID: demoQuote.Details.nCalculatieID,
      cTaal: 'nl',
    });
    await expect
      .element(page.getByRole('link', { name: 'PDF downloaden' }))
      .toHaveAttribute('href', `/nl/horizon/quotes/${demoQuote.nOfferteID}/pdf`);
    await expect.element(page.getByText('Kings Red metallic')).toBeVisible();
  });
});
