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
  await expect(page).toHaveURL(/\/configurator\?looptijd=60/);
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
