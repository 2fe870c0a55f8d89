import { demoDriver } from './support/demoAccounts.ts';
import { expectNoSeriousA11yViolations } from './support/expectNoSeriousA11yViolations.ts';
import { logIn } from './support/logIn.ts';
import { openFirstConfigurator } from './support/vehicles.ts';
import { expect, test } from './support/test.ts';

// Both tests change the one container driver's basket: one after the other.
test.describe.configure({ mode: 'serial' });

test('the container driver puts a lease bike in the cart within the budget', async ({ page }) => {
  const driver = demoDriver('stadmobiel');
  await logIn(page, driver);
  await page.goto('/nl/stadmobiel/cart');
  await expect(page.getByText('NS-Business Card').first()).toBeVisible();
  await expect(page.getByText('Leasefiets')).toBeVisible();

  await page.goto('/nl/stadmobiel/calculator');
  await page.getByRole('button', { name: 'Leasefiets' }).click();
  await expect(page.getByRole('button', { name: 'Leasefiets' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText(/\d+ voertuig(en)? gevonden/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await openFirstConfigurator(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Stel je fiets samen' })).toBeVisible();
  // A bike is ordered as a bike, never as "this car".
  await page.getByRole('button', { name: 'Deze fiets bestellen' }).click();

  await expect(page).toHaveURL('/nl/stadmobiel/cart');
  await expect(page.getByText('Budget over')).toBeVisible();
  await expect(page.getByText(/Je winkelwagen is leeg/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('the container driver orders the chosen mobility card', async ({ page }) => {
  await logIn(page, demoDriver('stadmobiel'));
  await page.goto('/nl/stadmobiel/cart');
  await page.getByRole('radio', { name: /NS-Business Card/ }).check();
  await page.getByRole('button', { name: 'Gekozen pas bestellen' }).click();
  await expect(page).toHaveURL(/\/nl\/stadmobiel\/order-status\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Bestelling \d+$/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
