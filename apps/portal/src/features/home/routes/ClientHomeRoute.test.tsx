import { demoMostViewed, demoNews, demoSavedCars } from '@lease/api/testing';
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
      .element(page.getByRole('link', { name: 'Hulp en contact' }))
      .toHaveAttribute('href', '/nl/horizon/service');
    const [first] = demoNews.Nieuwsberichten;
    await expect
      .element(page.getByRole('heading', { level: 3, name: first?.cTitel ?? '' }))
      .toBeVisible();
  });

  it('shows the cart and the saved configurations at a glance, each with its way in', async () => {
    rendered = renderRoute('/nl/horizon', { session: demoSession() });
    const cart = page.getByRole('region', { name: 'Je winkelwagen' });
    await expect.element(cart.getByText('1 voertuig in je winkelwagen')).toBeVisible();
    await expect.element(cart.getByText('Budget over: € 211,-')).toBeVisible();
    await expect
      .element(cart.getByRole('link', { name: 'Naar je winkelwagen' }))
      .toHaveAttribute('href', '/nl/horizon/cart');

    const saved = page.getByRole('region', { name: 'Bewaarde samenstellingen' });
    await expect
      .element(saved.getByText(`${demoSavedCars.length} bewaarde samenstellingen`))
      .toBeVisible();
    const [car] = demoSavedCars;
    await expect
      .element(saved.getByText(`${car?.Auto.cMerk} ${car?.Auto.cModel} ${car?.Auto.cUitvoering}`))
      .toBeVisible();
    await expect
      .element(saved.getByRole('link', { name: 'Bekijk je bewaarde samenstellingen' }))
      .toHaveAttribute('href', '/nl/horizon/saved-cars');
  });

  it('leads to the types of the most viewed models', async () => {
    rendered = renderRoute('/nl/horizon', { session: demoSession() });
    const mostViewed = page.getByRole('region', { name: 'Meest bekeken' });
    const [model] = demoMostViewed;
    await expect
      .element(
        mostViewed.getByRole('link', { name: new RegExp(`${model?.cMerk} ${model?.cModel}`) }),
      )
      .toHaveAttribute('href', `/nl/horizon/calculator/${model?.nModelID}/types`);
  });
});
