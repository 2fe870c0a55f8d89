import { demoAccount, demoDriver } from './support/demoAccounts.ts';
import { expectNoSeriousA11yViolations } from './support/expectNoSeriousA11yViolations.ts';
import { logIn } from './support/logIn.ts';
import { expect, test } from './support/test.ts';
import { openFirstConfigurator } from './support/vehicles.ts';

test('a driver saves a tax bracket on the server', async ({ page }) => {
  await logIn(page, demoDriver('polder'));
  await page.goto('/nl/polder/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Instellingen' })).toBeVisible();
  const bracket = page.getByRole('radio').nth(1);
  // A click, then what a person waits for: `check()` wants the state at once, and the choice is
  // shown as the server has it, which takes a moment beside other tests.
  await bracket.click();
  await expect(page.getByText(/Je instellingen zijn opgeslagen/)).toBeVisible();
  await expect(bracket).toBeChecked();
  await page.reload();
  await expect(page.getByRole('radio').nth(1)).toBeChecked();
  await expectNoSeriousA11yViolations(page);
});

test('a supervisor without a driver keeps the tax bracket on this device (spec point 6)', async ({
  page,
}) => {
  const supervisor = demoAccount('beheer@horizon.example');
  await logIn(page, supervisor);
  await page.goto('/nl/horizon/settings');
  await expect(page.getByRole('note')).toBeVisible();
  const bracket = page.getByRole('radio').first();
  await bracket.check();
  await expect(page.getByText(/Je instellingen zijn opgeslagen/)).toBeVisible();
  // Kept in a cookie of this browser, which the server renders the next page with.
  const cookies = await page.context().cookies();
  const stored = cookies.find((cookie) => cookie.name === 'taxSettings')?.value;
  expect(JSON.parse(decodeURIComponent(stored ?? 'null'))).toMatchObject({
    bAlleenZakelijk: false,
  });
  await page.reload();
  await expect(page.getByRole('radio').first()).toBeChecked();
  await expectNoSeriousA11yViolations(page);
});

test('a new tax bracket changes the net cost the search and the cart show', async ({ page }) => {
  await logIn(page, demoDriver('horizon'));
  await page.goto('/nl/horizon/calculator');
  await openFirstConfigurator(page);
  await page.getByRole('button', { name: 'Deze auto bestellen' }).click();
  await expect(page).toHaveURL('/nl/horizon/cart');
  // The oldest item in the cart: other tests only ever add after it.
  const cartNet = page
    .getByRole('main')
    .getByText(/^netto €\s/)
    .first();
  const cartBefore = await cartNet.textContent();
  await page.goto('/nl/horizon/calculator');
  const netCost = page
    .getByRole('listitem')
    .getByText(/^Netto kosten/)
    .first();
  await expect(netCost).toBeVisible();
  const searchBefore = await netCost.locator('..').textContent();

  await page.goto('/nl/horizon/settings');
  const other = page.getByRole('radio', { checked: false }).first();
  await other.check();
  await expect(page.getByText(/Je instellingen zijn opgeslagen/)).toBeVisible();

  await page.goto('/nl/horizon/calculator');
  await expect(netCost.locator('..')).not.toHaveText(searchBefore ?? '');
  await page.goto('/nl/horizon/cart');
  await expect(cartNet).not.toHaveText(cartBefore ?? '');
});
