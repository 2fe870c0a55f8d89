import { expect, test } from './support/test.ts';
import { demoDriver } from './support/demoAccounts.ts';
import { logIn } from './support/logIn.ts';
import { expectNoSeriousA11yViolations } from './support/expectNoSeriousA11yViolations.ts';

// Amsterdam time (the context's time zone); the greeting follows the browser's clock.
const MORNING = new Date('2026-03-02T09:30:00+01:00');
const AFTERNOON = new Date('2026-03-02T14:15:00+01:00');
const EVENING = new Date('2026-03-02T20:45:00+01:00');

test('/ leads to the fallback client login in the browser language, and a driver logs in', async ({
  page,
}) => {
  await page.clock.setFixedTime(MORNING);
  await page.goto('/');

  await expect(page).toHaveURL('/nl/horizon/auth/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Horizon Mobility' })).toBeVisible();
  await expect(page).toHaveTitle('Inloggen · Horizon Mobility');
  // The brand colour (#0b5394) is dark enough on white to be used as it is.
  const submit = page.getByRole('button', { name: 'Inloggen' });
  await expect(submit).toHaveCSS('background-color', 'rgb(11, 83, 148)');
  await expectNoSeriousA11yViolations(page);

  const languageCookie = (await page.context().cookies()).find(
    (cookie) => cookie.name === 'i18n_redirected',
  );
  expect(languageCookie?.value).toBe('nl');
  expect(languageCookie?.sameSite).toBe('Lax');
  // Expires in 365 days (give or take the test's own run time).
  const days = ((languageCookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364.9);
  expect(days).toBeLessThanOrEqual(365);

  const driver = demoDriver('horizon');
  await page.getByRole('textbox', { name: 'Gebruikersnaam' }).fill(driver.username);
  await page.getByRole('textbox', { name: 'Wachtwoord' }).fill(driver.password);
  await submit.click();

  await expect(page).toHaveURL('/nl/horizon');
  await expect(
    page.getByRole('heading', { level: 1, name: `Goedemorgen, ${driver.driverName}` }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Start · Horizon Mobility');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL('/nl/horizon/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
  // Logged out means logged out: the client home sends back to the login page.
  await page.goto('/nl/horizon');
  await expect(page).toHaveURL('/nl/horizon/auth/login');
});

for (const [part, time, greeting] of [
  ['afternoon', AFTERNOON, 'Goedemiddag'],
  ['evening', EVENING, 'Goedenavond'],
] as const) {
  test(`the client home greets with the ${part}`, async ({ page }) => {
    await page.clock.setFixedTime(time);
    const driver = demoDriver('horizon');
    await page.goto('/nl/horizon/auth/login');
    await page.getByRole('textbox', { name: 'Gebruikersnaam' }).fill(driver.username);
    await page.getByRole('textbox', { name: 'Wachtwoord' }).fill(driver.password);
    await page.getByRole('button', { name: 'Inloggen' }).click();

    // The login's password check, the choice and the home page's data in one wait: beside the
    // other worker on two cores it has taken more than the default 5 s (the page still loading).
    await expect(page.getByRole('heading', { level: 1, name: greeting })).toBeVisible({
      timeout: 15_000,
    });
  });
}

test('a remembered language wins over the browser language', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'i18n_redirected', value: 'fr-BE', url: baseURL ?? '' }]);
  await page.goto('/');

  await expect(page).toHaveURL('/fr-BE/horizon/auth/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-BE');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a wrong password shows the server’s reason as an alert', async ({ page }) => {
  const driver = demoDriver('horizon');
  await page.goto('/nl/horizon/auth/login');
  await page.getByRole('textbox', { name: 'Gebruikersnaam' }).fill(driver.username);
  await page.getByRole('textbox', { name: 'Wachtwoord' }).fill(`${driver.password}-wrong`);
  const answer = page.waitForResponse('**/api/CheckLogin');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  const refusal = (await (await answer).json()) as {
    bMagDoor: boolean;
    cStatus: string;
    cOpmerking: string;
  };

  expect(refusal.bMagDoor).toBe(false);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(refusal.cStatus);
  await expect(alert).toContainText(refusal.cOpmerking);
  await expect(page).toHaveURL('/nl/horizon/auth/login');
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  await expectNoSeriousA11yViolations(page);
});

test('after a few wrong passwords the login page says how long to wait, in its language', async ({
  page,
}) => {
  // An account no other test uses: the wait it earns must not hold up another test's login.
  await page.goto('/de/horizon/auth/login');
  await page.getByRole('textbox', { name: 'Benutzername' }).fill('niemand.e2e@horizon.example');
  const tryPassword = async (password: string) => {
    await page.getByRole('textbox', { name: 'Passwort' }).fill(password);
    const answer = page.waitForResponse('**/api/CheckLogin');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    return ((await (await answer).json()) as { cStatus: string }).cStatus;
  };
  const alert = page.getByRole('alert');
  // Three are checked; then each failure doubles the wait (2 s, 4 s, …), so however slowly this
  // browser types, a later attempt falls within a wait.
  const answers: string[] = [];
  while (answers.length < 8 && answers.at(-1) !== 'Zu viele Versuche') {
    answers.push(await tryPassword(`falsch-${answers.length}`));
  }
  expect(answers.slice(0, 3)).toEqual(Array(3).fill('Anmeldung fehlgeschlagen'));
  await expect(alert).toContainText('Zu viele Versuche');
  // A short wait, not a lock of a quarter of an hour.
  await expect(alert).toContainText(
    /Zu viele falsche Versuche\. Bitte versuchen Sie es in \d+ Sekunden? erneut\./,
  );
  await expectNoSeriousA11yViolations(page);
});

test('the client home without a token sends to the login page', async ({ page }) => {
  await page.goto('/de/polder');

  await expect(page).toHaveURL('/de/polder/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('logging out in one tab logs out the other tabs too', async ({ context, page }) => {
  const driver = demoDriver('polder');
  await page.goto('/nl/polder/auth/login');
  await page.getByRole('textbox', { name: 'Gebruikersnaam' }).fill(driver.username);
  await page.getByRole('textbox', { name: 'Wachtwoord' }).fill(driver.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL('/nl/polder');

  const otherTab = await context.newPage();
  await otherTab.goto('/nl/polder');
  await expect(otherTab.getByRole('button', { name: 'Uitloggen' })).toBeVisible();

  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(otherTab).toHaveURL('/nl/polder/auth/login');
});

test.describe('while logged in', () => {
  // A page that does not exist answers 404, which Chromium logs.
  test.use({ expectedConsoleErrors: [/status of 404 \(Not Found\)/] });

  test('a logged-in person is taken home from /, /nl and the login page; a session the server no longer has ends', async ({
    page,
  }) => {
    const driver = demoDriver('zonnig');
    await logIn(page, driver, { lang: 'en' });

    await page.goto('/');
    await expect(page).toHaveURL('/en/zonnig');
    await page.goto('/nl');
    await expect(page).toHaveURL('/nl/zonnig');
    await page.goto('/nl/zonnig/auth/login');
    await expect(page).toHaveURL('/nl/zonnig');

    // A page that does not exist keeps the header and the way out.
    await page.goto('/nl/zonnig/nergens');
    await expect(page.getByRole('heading', { level: 1, name: /nergens/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Uitloggen' })).toBeVisible();
    await expect(page).toHaveTitle(/^Pagina niet gevonden/);

    // The session is the portal server's: once it has ended there (here: a cookie naming a session
    // the server never had), what the browser keeps of it goes too.
    const context = page.context();
    const [session] = (await context.cookies()).filter(({ name }) => name === 'lease_session');
    expect(session).toBeDefined();
    if (session) await context.addCookies([{ ...session, value: 'A'.repeat(43) }]);
    await page.goto('/nl/zonnig');
    await expect(page).toHaveURL('/nl/zonnig/auth/login');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('claims'))).toBeNull();
  });
});
