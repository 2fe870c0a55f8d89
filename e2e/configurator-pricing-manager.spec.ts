import { demoDriver } from './support/demoAccounts.ts';
import { expectNoSeriousA11yViolations } from './support/expectNoSeriousA11yViolations.ts';
import { logIn } from './support/logIn.ts';
import { fillOrderForm } from './support/orderForm.ts';
import { openFirstConfigurator } from './support/vehicles.ts';
import { expect, test } from './support/test.ts';

// The reference server offers pricing-manager options (PMOpties) for every car; the first car of
// horizon's calculator comes with the "Afleverpakket" and "Kenteken en leges" checked.
test('the lease company’s offer: its options priced, kept by a reload, added to the cart, ordered', async ({
  page,
}) => {
  await logIn(page, demoDriver('horizon'));
  await page.goto('/nl/horizon/calculator');
  await openFirstConfigurator(page);
  await page.getByRole('link', { name: 'Bekijk het aanbod van de leasemaatschappij' }).click();
  await expect(page).toHaveURL(/\/types\/type-\d+\/pricing-manager$/);
  const offerUrl = page.url();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Aanbod van de leasemaatschappij' }),
  ).toBeVisible();

  const offer = page.getByRole('complementary', { name: 'Het aanbod' });
  const price = offer.getByText(/per maand/).first();
  await expect(price).toBeVisible();
  const withBoth = await price.textContent();
  await page.getByRole('button', { name: 'Kenteken en leges verwijderen' }).click();
  await expect(page.getByRole('button', { name: 'Kenteken en leges kiezen' })).toBeVisible();
  await expect(price).not.toHaveText(withBoth ?? '');
  const withOne = await price.textContent();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Kenteken en leges kiezen' })).toBeVisible();
  await expect(price).toHaveText(withOne ?? '');
  await expectNoSeriousA11yViolations(page);

  // Into the cart as from the configurator: the same notice, and the driver goes on in the cart,
  // where the offer is priced as the page showed it.
  const saved = page.waitForResponse((response) =>
    response.url().endsWith('/api/SetMobilityBasket'),
  );
  await offer.getByRole('button', { name: 'Deze auto bestellen' }).click();
  await expect(page.getByText('Het voertuig is aan je winkelwagen toegevoegd.')).toBeVisible();
  await expect(page).toHaveURL('/nl/horizon/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Je winkelwagen' })).toBeVisible();
  await expect(page.getByText(withOne ?? '').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The offer's own order page, where the cart leads for this item.
  const basket = (await (await saved).json()) as { Items: { Id: string }[] };
  const item = basket.Items.at(-1)?.Id ?? '';
  const offerPath = new URL(offerUrl).pathname;
  await page.goto(`${offerPath}/order?item=${encodeURIComponent(item)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellen' })).toBeVisible();
  // The cart priced the offer as the page showed it, and the order page says so.
  const ordering = page.getByRole('region', { name: 'Wat je bestelt' });
  await expect(ordering.getByText(withOne ?? '').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await fillOrderForm(page);
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
  await expect(page).toHaveURL(/\/nl\/horizon\/order-status\/\d+$/);
  // The order is priced with the offer too, and lists its chosen option.
  await expect(page.getByText(withOne ?? '').first()).toBeVisible();
  await expect(page.getByText('Afleverpakket')).toBeVisible();
});

test('the calculation document opens on the portal’s own origin', async ({ page }) => {
  await logIn(page, demoDriver('horizon'));
  await page.goto('/nl/horizon/calculator');
  await openFirstConfigurator(page);
  const open = page.getByRole('button', { name: 'Berekening openen' });
  await expect(open).toBeEnabled();
  await open.click();
  await expect(page).toHaveURL(/\/api\/Calculatie\/\d+\?exp=\d+&sig=/);
  await expect(page.getByRole('heading', { level: 1, name: /^Calculatie \d+$/ })).toBeVisible();
});
