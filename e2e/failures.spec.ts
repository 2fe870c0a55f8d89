import { expect, test } from './support/test.ts';
import { demoDriver } from './support/demoAccounts.ts';
import { expectNoSeriousA11yViolations } from './support/expectNoSeriousA11yViolations.ts';

// These tests break calls on purpose; Chromium logs each failed request as a console error.
test.use({ expectedConsoleErrors: [/Failed to load resource/] });

test('a login that cannot reach the server says so in the page language', async ({ page }) => {
  const driver = demoDriver('horizon');
  await page.goto('/en/horizon/auth/login');
  await page.route('**/api/CheckLogin', (route) => route.abort('internetdisconnected'));
  await page.getByRole('textbox', { name: 'Username' }).fill(driver.username);
  await page.getByRole('textbox', { name: 'Password' }).fill(driver.password);
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page.getByRole('alert')).toContainText(
    'We could not reach the server. Check your connection and try again.',
  );
  await expect(page).toHaveURL('/en/horizon/auth/login');
  await expectNoSeriousA11yViolations(page);
});

test('a server error on login shows its status', async ({ page }) => {
  const driver = demoDriver('horizon');
  await page.goto('/nl/horizon/auth/login');
  await page.route('**/api/CheckLogin', (route) =>
    route.fulfill({ status: 503, json: { cStatus: 'error', cOpmerking: 'Onderhoud' } }),
  );
  await page.getByRole('textbox', { name: 'Gebruikersnaam' }).fill(driver.username);
  await page.getByRole('textbox', { name: 'Wachtwoord' }).fill(driver.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();

  await expect(page.getByRole('alert')).toContainText('(status 503)');
});

test('a brand that cannot be loaded shows an error page with a retry', async ({ page }) => {
  let failing = true;
  await page.route('**/api/GetStyling*', (route) =>
    failing ? route.abort('internetdisconnected') : route.fallback(),
  );
  // The reference server puts the brand into the page itself (first paint); a page served
  // without it (a plain static host) asks the API, which is what fails here.
  await page.route('**/nl/polder/auth/login', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      /<script type="application\/json"[^]*?<\/script>/,
      '',
    );
    await route.fulfill({ response, body });
  });
  await page.goto('/nl/polder/auth/login');

  // Network failures are retried twice (1 s, then 2 s) before the page gives up.
  await expect(page.getByText('We konden de server niet bereiken.', { exact: false })).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Interne serverfout' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  failing = false;
  await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(page.getByRole('img', { name: 'Polder Energie' })).toBeVisible();
});
