import { demoDriver } from './support/demoAccounts.ts';
import { logIn } from './support/logIn.ts';
import { expect, test } from './support/test.ts';

test('the language switch keeps the page and is remembered for the next visit', async ({
  page,
  context,
}) => {
  await logIn(page, demoDriver('horizon'));
  await page.goto('/nl/horizon/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Instellingen' })).toBeVisible();
  await page
    .getByRole('banner')
    .getByRole('button', { expanded: false, name: /Nederlands/ })
    .click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();

  await expect(page).toHaveURL('/en/horizon/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe('en');
  await page.goto('/');
  await expect(page).toHaveURL('/en/horizon');
});
