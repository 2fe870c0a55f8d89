import { demoAccount, demoDriver } from './support/demoAccounts.ts';
import { expectNoSeriousA11yViolations } from './support/expectNoSeriousA11yViolations.ts';
import { logIn } from './support/logIn.ts';
import { expect, test } from './support/test.ts';

test('a driver saves a tax bracket on the server', async ({ page }) => {
  await logIn(page, demoDriver('polder'));
  await page.goto('/nl/polder/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Instellingen' })).toBeVisible();
  const bracket = page.getByRole('radio').nth(1);
  await bracket.check();
  await expect(page.getByText(/Je instellingen zijn opgeslagen/)).toBeVisible();
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
  const stored = await page.evaluate(() => localStorage.getItem('taxSettings'));
  expect(JSON.parse(stored ?? 'null')).toMatchObject({ bAlleenZakelijk: false });
  await page.reload();
  await expect(page.getByRole('radio').first()).toBeChecked();
  await expectNoSeriousA11yViolations(page);
});
