import { demoExpiredQuote } from '@lease/api/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { demoSession } from '#src/testing/demoToken.ts';
import { renderRoute, type RenderedRoute } from '#src/testing/renderRoute.tsx';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.unmount());

describe('the driver’s quote', () => {
  it('once expired, says so and opens the configurator with the same choices', async () => {
    rendered = renderRoute(`/en/horizon/quotes/${demoExpiredQuote.nOfferteID}`, {
      session: demoSession(),
    });
    await expect
      .element(page.getByRole('heading', { name: 'This quote has expired' }))
      .toBeVisible();
    const recalculate = page.getByRole('link', { name: 'Recalculate with today’s prices' });
    const href = recalculate.element().getAttribute('href') ?? '';
    const { Voertuig, Aanvraag } = demoExpiredQuote;
    expect(href).toMatch(
      new RegExp(
        `/en/horizon/calculator/${Voertuig.nModelID}/types/[^/]*-${Voertuig.nTypeIDHist}/configurator\\?`,
      ),
    );
    const query = new URL(href, 'http://portal').searchParams;
    expect(query.get('looptijd')).toBe(String(Aanvraag.nLooptijd));
    expect(query.get('km')).toBe(String(Aanvraag.nKilometrage));
  });

  it('of another driver, or with no id, is not found', async () => {
    rendered = renderRoute('/en/horizon/quotes/999', { session: demoSession() });
    await expect.element(page.getByText(/not found|could not be found/i).first()).toBeVisible();
    expect(page.getByRole('heading', { level: 1 }).element().textContent).not.toMatch(/OF-/);
  });

  it('is listed with the driver’s other quotes, reached from the saved cars', async () => {
    rendered = renderRoute('/en/horizon/saved-cars', { session: demoSession() });
    await userEvent.click(page.getByRole('link', { name: 'Your quotes' }));
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Your quotes' }))
      .toBeVisible();
    const expired = page.getByRole('listitem').filter({ hasText: 'OF-2026-000017' });
    await expect.element(expired).toBeVisible();
    expect(expired.element().textContent).toContain('Expired (valid until');
  });
});
