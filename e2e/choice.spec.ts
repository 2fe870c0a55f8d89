import { demoAccount } from './support/demoAccounts.ts';
import { expectNoSeriousA11yViolations } from './support/expectNoSeriousA11yViolations.ts';
import { logIn } from './support/logIn.ts';
import { expect, test } from './support/test.ts';

test('a driver whose only scheme is offline is refused with its message and keeps no session', async ({
  page,
}) => {
  const driver = demoAccount('kees@polder.example');
  await page.goto('/nl/polder/auth/login');
  await page.getByRole('textbox', { name: 'Gebruikersnaam' }).fill(driver.username);
  await page.getByRole('textbox', { name: 'Wachtwoord' }).fill(driver.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Regeling niet actief');
  await expect(page).toHaveURL('/nl/polder/auth/login');
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  await expectNoSeriousA11yViolations(page);
  // Nothing behind the login opens either.
  await page.goto('/nl/polder');
  await expect(page).toHaveURL('/nl/polder/auth/login');
});

test('a driver with several schemes chooses one and goes home', async ({ page }) => {
  const driver = demoAccount('sanne@horizon.example');
  await logIn(page, driver, { landsOn: '/nl/horizon/auth/choose' });
  await expect(page.getByRole('heading', { level: 1, name: 'Kies je regeling' })).toBeVisible();
  await expect(page).toHaveTitle('Kies je regeling · Horizon Mobility');
  await expectNoSeriousA11yViolations(page);

  // Before the choice, the pages behind the login lead back here.
  await page.goto('/nl/horizon');
  await expect(page).toHaveURL('/nl/horizon/auth/choose');

  await page
    .getByRole('button', { name: /^Verder als/ })
    .first()
    .click();
  await expect(page).toHaveURL('/nl/horizon');
  await expect(page.getByRole('heading', { level: 1, name: /Sanne Bakker/ })).toBeVisible();
});

test('the choose page works with the keyboard alone', async ({ page }) => {
  const driver = demoAccount('sanne@horizon.example');
  await logIn(page, driver, { landsOn: '/nl/horizon/auth/choose' });
  const first = page.getByRole('button', { name: /^Verder als/ }).first();
  await first.focus();
  await expect(first).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/nl/horizon');
});
