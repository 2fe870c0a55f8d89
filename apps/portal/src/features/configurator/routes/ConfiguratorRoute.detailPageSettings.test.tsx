import type { DetailPageSettings } from '@lease/api';
import { demoConfiguratorDetail, demoSettings } from '@lease/api/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { demoSession } from '#src/testing/demoToken.ts';
import { renderRoute, type RenderedRoute } from '#src/testing/renderRoute.tsx';

let rendered: RenderedRoute | undefined;
afterEach(() => rendered?.unmount());

const path = '/nl/horizon/calculator/304/types/type-880001/configurator';
const everything: DetailPageSettings = {
  bShowLeaseprijs: true,
  bShowEigenbijdrage: true,
  bShowNettoKosten: true,
  bShowUitleg: true,
  bShowLooptijdKilometrage: true,
  bShowOpties: true,
};
/** The demo client zonnig's: everything but the explanation (apps/server's seed). */
const zonnig: DetailPageSettings = { ...everything, bShowUitleg: false };

/** The configurator of a client whose detail page shows what `shown` says. */
function configuratorOf(shown: DetailPageSettings) {
  rendered = renderRoute(path, {
    session: demoSession(),
    handlers: [
      http.get('*/api/GetSettings', () =>
        HttpResponse.json({ ...demoSettings, DetailpaginaSettings: shown }),
      ),
      http.post('*/api/GetDetails', () =>
        HttpResponse.json({ ...demoConfiguratorDetail, nEigenbijdrage: 12.5, nNettoKosten: 321 }),
      ),
    ],
  });
  return rendered;
}

const summary = () => page.getByRole('complementary', { name: 'Jouw samenstelling' });
const explanation = () => page.getByRole('region', { name: 'Zo zijn je nettokosten opgebouwd' });
/** The lease price: once it shows, the page has its options, terms and calculation. */
const priced = () => expect.element(summary().getByText('€ 689,- per maand')).toBeVisible();

describe('the configurator honours the client’s detail page settings', () => {
  it('shows the explanation of the net cost where the client shows it', async () => {
    configuratorOf(everything);
    await expect.element(explanation()).toBeVisible();
    await priced();
    await expect
      .element(summary().getByText('Netto kosten', { exact: true }))
      .not.toBeInTheDocument();
  });

  it('leaves out the explanation for zonnig, and still shows own contribution and net cost', async () => {
    configuratorOf(zonnig);
    await expect.element(summary().getByText('€ 321,- per maand')).toBeVisible();
    await expect.element(summary().getByText('€ 12,50 per maand')).toBeVisible();
    await expect.element(summary().getByText('Eigen bijdrage', { exact: true })).toBeVisible();
    await expect.element(explanation()).not.toBeInTheDocument();
  });

  it('hides the net cost and its explanation where the client hides the net cost', async () => {
    configuratorOf({ ...everything, bShowNettoKosten: false });
    await expect.element(summary().getByText('€ 12,50 per maand')).toBeVisible();
    await expect.element(summary().getByText('€ 321,- per maand')).not.toBeInTheDocument();
    await expect.element(explanation()).not.toBeInTheDocument();
  });

  it('hides the own contribution where the client hides it and the explanation', async () => {
    configuratorOf({ ...zonnig, bShowEigenbijdrage: false });
    await expect.element(summary().getByText('€ 321,- per maand')).toBeVisible();
    await expect.element(summary().getByText('€ 12,50 per maand')).not.toBeInTheDocument();
  });

  it('hides the lease price where the client hides it', async () => {
    configuratorOf({ ...everything, bShowLeaseprijs: false });
    await expect.element(explanation()).toBeVisible();
    await expect
      .element(summary().getByRole('heading', { name: 'Leaseprijs' }))
      .not.toBeInTheDocument();
  });

  it('offers term and mileage where the client shows them', async () => {
    configuratorOf(everything);
    await expect.element(page.getByRole('radiogroup', { name: 'Looptijd' })).toBeVisible();
  });

  it('leaves out term and mileage where the client hides them', async () => {
    configuratorOf({ ...everything, bShowLooptijdKilometrage: false });
    await priced();
    await expect
      .element(page.getByRole('radiogroup', { name: 'Looptijd' }))
      .not.toBeInTheDocument();
    await expect.element(page.getByLabelText('Kilometers per jaar')).not.toBeInTheDocument();
  });

  it('offers the options where the client shows them', async () => {
    configuratorOf(everything);
    await expect.element(page.getByRole('radio', { name: /Kings Red/ })).toBeVisible();
  });

  it('leaves out the options where the client hides them', async () => {
    configuratorOf({ ...everything, bShowOpties: false });
    // The own options come with the same answer as the options: once they show, so would those.
    await expect.element(page.getByRole('heading', { name: 'Eigen opties' })).toBeVisible();
    // The first group (the paint) renders with the page, the others just after it.
    await expect.element(page.getByRole('radio', { name: /Kings Red/ })).not.toBeInTheDocument();
  });
});
