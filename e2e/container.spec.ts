import { demoDriver } from './support/demoAccounts.ts';
import { expectNoSeriousA11yViolations } from './support/expectNoSeriousA11yViolations.ts';
import { logIn } from './support/logIn.ts';
import { fillOrderForm } from './support/orderForm.ts';
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
  // The bike's specification, whose code only a bike's page loads: drawn by the server on a
  // reload and taken over without a mismatch (the fixture fails on one).
  await page.reload();
  await expect(page.getByRole('region', { name: 'Specificaties' })).toBeVisible();
  // A bike is ordered as a bike, never as "this car".
  await page.getByRole('button', { name: 'Deze fiets bestellen' }).click();

  await expect(page).toHaveURL('/nl/stadmobiel/cart');
  await expect(page.getByText('Budget over')).toBeVisible();
  await expect(page.getByText(/Je winkelwagen is leeg/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('the container driver orders the bike, a car and the ticked card in one trip', async ({
  page,
}) => {
  // Two order forms and the list of orders: more than one page's time.
  test.slow();
  await logIn(page, demoDriver('stadmobiel'));
  await page.goto('/nl/stadmobiel/calculator');
  await openFirstConfigurator(page);
  await page.getByRole('button', { name: 'Deze auto bestellen' }).click();
  await expect(page).toHaveURL('/nl/stadmobiel/cart');
  const vehicles = page.getByRole('list', { name: 'In je winkelwagen' }).getByRole('listitem');
  await expect(vehicles).toHaveCount(2);
  const names = await vehicles
    .locator(':scope > span:first-child > span:first-child')
    .allTextContents();

  // The card goes with the vehicles: ticked here, kept in the cart's address.
  await page.getByRole('radio', { name: /NS-Business Card/ }).check();
  await expect(page).toHaveURL(/[?&]card=\d+/);
  await expect(page.getByRole('button', { name: 'Gekozen pas bestellen' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Bestellen', exact: true }).click();

  for (const position of [1, 2]) {
    await expect(page.getByText(`Voertuig ${position} van 2`)).toBeVisible();
    await fillOrderForm(page);
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
  }
  // Three orders (two vehicles and the card) are found in my orders.
  await expect(page).toHaveURL('/nl/stadmobiel/orders');
  for (const name of names) {
    await expect(page.getByRole('link', { name: name.trim() }).first()).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /NS-Business Card/ }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The cart is empty: every vehicle was ordered, none twice.
  await page.goto('/nl/stadmobiel/cart');
  await expect(page.getByText('Je winkelwagen is leeg.')).toBeVisible();
});
