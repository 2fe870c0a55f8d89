import { demoDriver } from './support/demoAccounts.ts';
import { expectNoSeriousA11yViolations } from './support/expectNoSeriousA11yViolations.ts';
import { logIn } from './support/logIn.ts';
import { fillOrderForm } from './support/orderForm.ts';
import { expect, test } from './support/test.ts';
import { firstVehicleLink, openFirstConfigurator } from './support/vehicles.ts';

// Each test is a whole journey across five pages with axe on each: more than one page's time.
test.slow();

test('search → sort → types → configure (reload keeps it) → add to cart', async ({ page }) => {
  await logIn(page, demoDriver('horizon'));
  await page.getByRole('link', { name: 'Zoek een voertuig' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Zoek een voertuig' })).toBeVisible();
  await expect(page.getByText(/\d+ voertuigen gevonden/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Sorting is a new search in the URL, which a reload restores.
  const cheapest = await page
    .getByRole('listitem')
    .getByRole('heading', { level: 2 })
    .first()
    .textContent();
  await page.getByRole('button', { name: /Sorteren op/ }).click();
  await page.getByRole('menuitemradio', { name: 'Leaseprijs: hoog naar laag' }).click();
  await expect(page).toHaveURL(/cSortering=nLeaseprijs-desc/);
  const firstCar = page.getByRole('listitem').getByRole('heading', { level: 2 }).first();
  await expect(firstCar).not.toHaveText(cheapest ?? '');
  const name = await firstCar.textContent();
  await page.reload();
  await expect(firstCar).toHaveText(name ?? '');
  await page.goBack();
  await expect(page).not.toHaveURL(/cSortering/);
  // Back restores the search's order too; the URL changes before the page has rendered it.
  await expect(firstCar).toHaveText(cheapest ?? '');

  await firstVehicleLink(page, 'types').click();
  await expect(page).toHaveURL(/\/calculator\/\d+\/types$/);
  await expect(firstVehicleLink(page, 'configurator')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await firstVehicleLink(page, 'configurator').click();
  await expect(page).toHaveURL(/\/types\/type-\d+\/configurator$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Stel je auto samen' })).toBeVisible();

  // An option change recalculates the price, and the URL keeps the configuration.
  const price = page
    .getByRole('complementary', { name: 'Jouw samenstelling' })
    .getByText(/per maand/)
    .first();
  const before = await price.textContent();
  const pack = page.getByRole('checkbox').first();
  await pack.click();
  await expect(pack).toBeChecked();
  await expect(page).toHaveURL(/opties=/);
  await expect(price).not.toHaveText(before ?? '');
  const configured = await price.textContent();
  await page.reload();
  await expect(price).toHaveText(configured ?? '');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Deze auto bestellen' }).click();
  await expect(page.getByText('Het voertuig is aan je winkelwagen toegevoegd.')).toBeVisible();
  await expect(page).toHaveURL('/nl/horizon/cart');
  await expectNoSeriousA11yViolations(page);
});

test('from the cart to an order and its status', async ({ page }) => {
  await logIn(page, demoDriver('polder'));
  await page.goto('/nl/polder/calculator');
  await openFirstConfigurator(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Stel je auto samen' })).toBeVisible();
  await page.getByRole('button', { name: 'Deze auto bestellen' }).click();
  await expect(page).toHaveURL('/nl/polder/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Je winkelwagen' })).toBeVisible();

  await page
    .getByRole('button', { name: /bestellen/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/configurator\/order\?item=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellen' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Sending an incomplete form sends nothing: the form says what is missing.
  let orders = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/SetBestelling')) orders += 1;
  });
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
  await expect(page.getByText('Kies een dealer.').first()).toBeVisible();
  expect(orders).toBe(0);

  await fillOrderForm(page);
  // A double click orders once: one Idempotency-Key per form.
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).dblclick();
  await expect(page).toHaveURL(/\/nl\/polder\/order-status\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Bestelling \d+$/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The ordered vehicle left the cart.
  await page.goto('/nl/polder/cart');
  await expect(page.getByText('Dacia Spring')).toHaveCount(0);
});

test.describe("an order id that is not the driver's", () => {
  // The browser reports the server's 404 itself.
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test("is not found, never someone else's data", async ({ page }) => {
    await logIn(page, demoDriver('zonnig'), { lang: 'en' });
    await page.goto('/en/zonnig/order-status/999999');
    await expect(page.getByRole('heading', { level: 1, name: /Page not found/i })).toBeVisible();
    await page.goto('/en/zonnig/order-status/not-a-number');
    await expect(page.getByRole('heading', { level: 1, name: /Page not found/i })).toBeVisible();
  });
});
