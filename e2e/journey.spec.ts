import { demoDriver } from './support/demoAccounts.ts';
import { expectNoSeriousA11yViolations } from './support/expectNoSeriousA11yViolations.ts';
import { logIn } from './support/logIn.ts';
import { expect, test } from './support/test.ts';

test('choose → search → types → configure → cart → order → order status', async ({ page }) => {
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

  await page
    .getByRole('listitem')
    .getByRole('heading', { level: 2 })
    .first()
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/\/calculator\/\d+\/types$/);
  await expectNoSeriousA11yViolations(page);
  await page
    .getByRole('listitem')
    .getByRole('heading', { level: 2 })
    .first()
    .getByRole('link')
    .click();
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
