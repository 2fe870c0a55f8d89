import type { Page } from '@playwright/test';
import { demoAccount } from './support/demoAccounts.ts';
import { expectNoSeriousA11yViolations } from './support/expectNoSeriousA11yViolations.ts';
import { logIn } from './support/logIn.ts';
import { openFirstConfigurator } from './support/vehicles.ts';
import { expect, test } from './support/test.ts';

test('save a configuration, reopen it, and delete it only after confirming', async ({ page }) => {
  // The supervisor: no other test saves configurations for this account.
  await logIn(page, demoAccount('beheer@horizon.example'));
  await page.goto('/nl/horizon/calculator');
  await openFirstConfigurator(page);
  await page.getByRole('radio', { name: '60 maanden' }).click();
  await expect(page).toHaveURL(/looptijd=60/);
  await expect(page.getByRole('radio', { name: '60 maanden' })).toBeChecked();
  await page.getByRole('button', { name: 'Deze samenstelling bewaren' }).click();
  await expect(page.getByText('Je samenstelling is bewaard.')).toBeVisible();

  await page.goto('/nl/horizon/saved-cars');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Bewaarde samenstellingen' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const saved = page.getByRole('listitem').getByRole('heading', { level: 2 });
  await expect(saved).toHaveCount(1);

  await saved.getByRole('link').click();
  await expect(page).toHaveURL(/\/configurator\?.*looptijd=60/);
  await expect(page.getByRole('radio', { name: '60 maanden' })).toBeChecked();

  await page.goto('/nl/horizon/saved-cars');
  await page
    .getByRole('button', { name: /verwijderen$/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Bewaren' }).click();
  await expect(saved).toHaveCount(1);
  await page
    .getByRole('button', { name: /verwijderen$/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Definitief verwijderen' }).click();
  await expect(page.getByText(/nog geen samenstelling bewaard/)).toBeVisible();
});

/** Sanne under the 2026 scheme: a driver no other test saves configurations for. */
async function logInAsSanne(page: Page): Promise<void> {
  await logIn(page, demoAccount('sanne@horizon.example'), { landsOn: '/nl/horizon/auth/choose' });
  await page
    .getByRole('button', { name: /^Verder als Sanne Bakker in Horizon Leaseregeling 2026$/ })
    .click();
  await expect(page).toHaveURL('/nl/horizon');
}

test('a saved configuration with options and an own option reopens with them chosen', async ({
  page,
}) => {
  await logInAsSanne(page);
  await page.goto('/nl/horizon/calculator');
  await openFirstConfigurator(page);
  const summary = page.getByRole('complementary', { name: 'Jouw samenstelling' });
  const leasePrice = summary.getByText(/per maand/).first();
  await expect(leasePrice).toBeVisible();
  const asFound = await leasePrice.textContent();

  // An option the car does not come with, and an accessory of the driver's own.
  const row = page
    .locator('.LeaseOptionsPanel-row')
    .filter({ has: page.getByRole('checkbox', { checked: false }) })
    .first();
  const name = ((await row.locator('label').textContent()) ?? '').trim();
  expect(name).not.toBe('');
  const option = page.getByRole('checkbox', { name, exact: true });
  // A click, not check(): the box follows the URL, which the page changes a moment later.
  await option.click();
  await expect(page).toHaveURL(/opties=/);
  await expect(option).toBeChecked();
  await expect(leasePrice).not.toHaveText(asFound ?? '');
  const withOption = await leasePrice.textContent();
  const own = page.getByRole('region', { name: 'Eigen opties' });
  await own.getByRole('textbox', { name: 'Omschrijving' }).fill('Dakkoffer 420 liter');
  await own.getByRole('textbox', { name: 'Prijs incl. btw' }).fill('689');
  await own.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(own.getByText('Dakkoffer 420 liter')).toBeVisible();
  await expect(leasePrice).not.toHaveText(withOption ?? '');
  const price = await leasePrice.textContent();
  await page.getByRole('button', { name: 'Deze samenstelling bewaren' }).click();
  await expect(page.getByText('Je samenstelling is bewaard.')).toBeVisible();

  await page.goto('/nl/horizon/saved-cars');
  await page
    .getByRole('listitem')
    .getByRole('heading', { level: 2 })
    .first()
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/\/configurator\?.*opgeslagen=\d+/);
  await expect(option).toBeChecked();
  await expect(summary.getByText(name, { exact: true })).toBeVisible();
  await expect(own.getByText('Dakkoffer 420 liter')).toBeVisible();
  await expect(own.getByText('€ 689,-')).toBeVisible();
  await expect(leasePrice).toHaveText(price ?? '');
  // Nothing of it is gone from the catalogue: no notice.
  await expect(page.getByText(/niet meer leverbaar/i)).toBeHidden();
});
