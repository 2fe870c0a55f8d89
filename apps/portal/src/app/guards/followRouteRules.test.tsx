import { routeRulesSchema } from '@lease/api';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { demoSession } from '#src/testing/demoToken.ts';
import { renderRoute, type RenderedRoute } from '#src/testing/renderRoute.tsx';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.unmount());

const routeRules = routeRulesSchema.parse([
  { from: '/nl/horizon/oud/*', to: '/nl/horizon/settings', status: 301 },
]);

describe('the server route rules in the portal', () => {
  it('send a navigation inside the app to the rule target, before the page loads', async () => {
    rendered = renderRoute('/nl/horizon', { session: demoSession(), routeRules });
    await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();

    await rendered.router.navigate('/nl/horizon/oud/belasting');
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Instellingen' }))
      .toBeVisible();
    expect(rendered.pathname()).toBe('/nl/horizon/settings');
    // The old path was never loaded as a page of its own (no "Page not found" loader ran).
    expect(rendered.requests.some((request) => request.url.includes('/oud/'))).toBe(false);
  });

  it('leave every other path alone', async () => {
    rendered = renderRoute('/nl/horizon/settings', { session: demoSession(), routeRules });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Instellingen' }))
      .toBeVisible();
    expect(rendered.pathname()).toBe('/nl/horizon/settings');
  });
});
