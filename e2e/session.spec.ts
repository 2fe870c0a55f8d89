import { demoDriver } from './support/demoAccounts.ts';
import { logIn } from './support/logIn.ts';
import { SESSION_COOKIE, sessionCookie } from './support/serverSession.ts';
import { expect, test } from './support/test.ts';

// The browser reports the refused call itself; the page must not add errors of its own.
test.use({
  expectedConsoleErrors: [/Failed to load resource: the server responded with a status of 401/],
});

test('a 401 in the middle of the journey ends the session and lands on the login page', async ({
  page,
  context,
}) => {
  await logIn(page, demoDriver('horizon'));
  // The session on the portal server is gone (another process logged it out, or its store was
  // emptied), while the portal still holds claims that look valid and unexpired: the browser
  // sends a cookie the server no longer knows.
  await context.addCookies([{ ...(await sessionCookie(context)), value: 'x'.repeat(43) }]);
  await page.goto('/nl/horizon/settings');

  await expect(page).toHaveURL('/nl/horizon/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  // The server told the browser to forget the cookie it no longer knows.
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(SESSION_COOKIE);
});
