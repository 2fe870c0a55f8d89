import { demoOrder } from '@lease/api/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { demoSession } from '#src/testing/demoToken.ts';
import { renderRoute, type RenderedRoute } from '#src/testing/renderRoute.tsx';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.unmount());

describe('the language switch', () => {
  it('is on the login page, and keeps a Belgian locale Belgian', async () => {
    const route = (rendered = renderRoute('/nl-BE/horizon/auth/login'));
    await userEvent.click(page.getByRole('button', { name: 'Taal: Nederlands' }));
    await userEvent.click(page.getByRole('menuitemradio', { name: 'Français' }));
    await expect.element(page.getByRole('button', { name: 'Langue : Français' })).toBeVisible();
    expect(route.pathname()).toBe('/fr-BE/horizon/auth/login');
  });

  it('leads from a Belgian locale to German, which has none, in plain German', async () => {
    const route = (rendered = renderRoute('/fr-BE/horizon/auth/login'));
    await userEvent.click(page.getByRole('button', { name: 'Langue : Français' }));
    await userEvent.click(page.getByRole('menuitemradio', { name: 'Deutsch' }));
    await expect.element(page.getByRole('button', { name: 'Sprache: Deutsch' })).toBeVisible();
    expect(route.pathname()).toBe('/de/horizon/auth/login');
  });

  it('is on the order layout', async () => {
    const route = (rendered = renderRoute(`/en-BE/horizon/order-status/${demoOrder.nBestelID}`, {
      session: demoSession(),
    }));
    await userEvent.click(page.getByRole('button', { name: 'Language: English' }));
    await userEvent.click(page.getByRole('menuitemradio', { name: 'Nederlands' }));
    await expect.element(page.getByRole('button', { name: 'Taal: Nederlands' })).toBeVisible();
    expect(route.pathname()).toBe(`/nl-BE/horizon/order-status/${demoOrder.nBestelID}`);
  });
});
