import { demoNews } from '@lease/api/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { demoSession } from '#src/testing/demoToken.ts';
import { renderRoute, type RenderedRoute } from '#src/testing/renderRoute.tsx';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.unmount());

describe('the client home', () => {
  it('greets the driver by name, shows the ways in and the news', async () => {
    rendered = renderRoute('/nl/horizon', { session: demoSession() });
    await expect.element(page.getByRole('heading', { level: 1, name: /Jan Jansen/ })).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Zoek een voertuig' }))
      .toHaveAttribute('href', '/nl/horizon/calculator');
    await expect
      .element(page.getByRole('link', { name: 'Je winkelwagen' }))
      .toHaveAttribute('href', '/nl/horizon/cart');
    const [first] = demoNews.Nieuwsberichten;
    await expect
      .element(page.getByRole('heading', { level: 3, name: first?.cTitel ?? '' }))
      .toBeVisible();
  });
});
