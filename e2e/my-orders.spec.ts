import { demoAccount } from './support/demoAccounts.ts';
import { expectNoSeriousA11yViolations } from './support/expectNoSeriousA11yViolations.ts';
import { logIn } from './support/logIn.ts';
import { orderFirstCar } from './support/orderForm.ts';
import { expect, test } from './support/test.ts';

// A whole order, then the list: more than one page's time.
test.slow();

test('an order placed is found again in my orders and opens its status', async ({ page }) => {
  // Sanne under the 2026 scheme: a driver no other test orders for.
  await logIn(page, demoAccount('sanne@horizon.example'), { landsOn: '/nl/horizon/auth/choose' });
  await page
    .getByRole('button', { name: /^Verder als Sanne Bakker in Horizon Leaseregeling 2026$/ })
    .click();
  await expect(page).toHaveURL('/nl/horizon');
  const id = await orderFirstCar(page, 'horizon');

  // From the client home, the way to my orders.
  await page.goto('/nl/horizon');
  await page.getByRole('link', { name: 'Mijn bestellingen' }).click();
  await expect(page).toHaveURL('/nl/horizon/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn bestellingen' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const entry = page.getByRole('listitem').filter({ hasText: new RegExp(`Bestelling ${id}\\b`) });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Status: Ontvangen');
  await expect(entry).toContainText(/€\s[\d.]+(,\d\d|,-)\sper maand/);
  // The entry is named after its vehicle, which its status page shows too.
  const link = entry.getByRole('link');
  const vehicle = (await link.textContent()) ?? '';
  expect(vehicle).not.toBe('');
  await link.click();
  await expect(page).toHaveURL(`/nl/horizon/order-status/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Bestelling ${id}` })).toBeVisible();
  await expect(page.getByText(vehicle, { exact: true })).toBeVisible();
});
