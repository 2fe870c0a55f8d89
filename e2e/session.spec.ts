import { demoDriver } from './support/demoAccounts.ts';
import { logIn } from './support/logIn.ts';
import { expect, test } from './support/test.ts';

// The browser reports the refused call itself; the page must not add errors of its own.
test.use({
  expectedConsoleErrors: [/Failed to load resource: the server responded with a status of 401/],
});

test('a 401 in the middle of the journey ends the session and lands on the login page', async ({
  page,
}) => {
  await logIn(page, demoDriver('horizon'));
  // The server stops accepting the token (here: its signature no longer matches), while the
  // portal still holds a token that looks valid and unexpired.
  await page.evaluate(() => {
    const token = localStorage.getItem('token') ?? '';
    const [header, payload] = token.split('.');
    localStorage.setItem('token', `${header}.${payload}.bm90LXRoZS1zaWduYXR1cmU`);
  });
  await page.goto('/nl/horizon/settings');

  await expect(page).toHaveURL('/nl/horizon/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});
