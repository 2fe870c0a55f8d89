import { demoDriver } from './support/demoAccounts.ts';
import { logIn } from './support/logIn.ts';
import { firstVehicleLink } from './support/vehicles.ts';
import { expect, test } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/expectNoSeriousA11yViolations.ts';

test('an unknown client goes to the fallback client, keeping the page', async ({ page }) => {
  await page.goto('/nl/onbekend/auth/login');

  await expect(page).toHaveURL('/nl/horizon/auth/login');
  await expect(page.getByRole('img', { name: 'Horizon Mobility' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test.describe('a client code the server cannot read', () => {
  // The reference server answers 400 to a malformed code; Chromium logs every failed call.
  test.use({ expectedConsoleErrors: [/status of 400/] });

  test('also goes to the fallback client', async ({ page }) => {
    await page.goto('/nl/Not_A_Client/auth/login');

    await expect(page).toHaveURL('/nl/horizon/auth/login');
  });
});

test('an unsupported language goes to the same page in Dutch', async ({ page }) => {
  await page.goto('/es/polder/auth/login?next=1');

  await expect(page).toHaveURL('/nl/polder/auth/login?next=1');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
});

test('a language home leads to the fallback client login in that language', async ({ page }) => {
  await page.goto('/en');

  await expect(page).toHaveURL('/en/horizon/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
});

test.describe('an address the portal has no page for', () => {
  // The page's own answer is a 404, which Chromium logs.
  test.use({ expectedConsoleErrors: [/status of 404 \(Not Found\)/] });

  test('an unknown page inside a client shows "Page not found" in its brand, with a 404', async ({
    page,
  }) => {
    const answer = await page.goto('/nl/polder/bestaat-niet');
    expect(answer?.status()).toBe(404);

    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Pagina niet gevonden: /nl/polder/bestaat-niet',
      }),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: 'Polder Energie' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Naar de startpagina' }).click();
    await expect(page).toHaveURL('/nl/horizon/auth/login');
  });

  test('a path that is no language at all shows "Page not found", with a 404', async ({ page }) => {
    const answer = await page.goto('/does-not-exist');
    expect(answer?.status()).toBe(404);
    // Nor an address a client's page would take (`/{lang}/{client}`) with no language first.
    expect((await page.request.get('/operator/outbox')).status()).toBe(404);
    // The icon a browser asks for on a page without one (an API answer shown as a page).
    const icon = await page.request.get('/favicon.ico');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toMatch(/^image\//);
    // The portal's own entry points are pages: the root, a language, a language to correct.
    for (const entry of ['/', '/en', '/es/polder/auth/login']) {
      expect((await page.request.get(entry)).status(), entry).toBe(200);
    }

    // No language in the URL: the browser's (nl-NL) is used.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden: /does-not-exist' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expectNoSeriousA11yViolations(page);
  });

  test('an unknown page of a logged-in driver keeps the header, with a 404', async ({ page }) => {
    await logIn(page, demoDriver('horizon'));
    const answer = await page.goto('/nl/horizon/bestaat-niet');
    expect(answer?.status()).toBe(404);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Pagina niet gevonden: /nl/horizon/bestaat-niet',
      }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Uitloggen' })).toBeVisible();
    // A page that exists still answers 200.
    expect((await page.goto('/nl/horizon/calculator'))?.status()).toBe(200);
  });
});

test("pointing at a link loads its page's code before the click", async ({ page }) => {
  await logIn(page, demoDriver('horizon'));
  const settingsCode = page.waitForRequest(/\/assets\/SettingsRoute-[\w-]+\.js$/);
  await page.getByRole('link', { name: 'Belastinginstellingen' }).hover();

  await settingsCode;
  await expect(page).toHaveURL('/nl/horizon');
  await page.getByRole('link', { name: 'Belastinginstellingen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Instellingen' })).toBeVisible();
});

test('a vehicle card leads on inside the app: the next pages come without loading the app again', async ({
  page,
}) => {
  await logIn(page, demoDriver('zonnig'));
  await page.goto('/nl/zonnig/calculator');
  // A mark the app's page keeps for as long as the browser does not load a new one.
  await page.evaluate(() => {
    document.documentElement.dataset.sameDocument = '';
  });
  const html = page.locator('html');

  await firstVehicleLink(page, 'types').click();
  await expect(page).toHaveURL(/\/nl\/zonnig\/calculator\/\d+\/types$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(html).toHaveAttribute('data-same-document', '');

  await firstVehicleLink(page, 'configurator').click();
  await expect(page).toHaveURL(/\/configurator$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Stel je auto samen' })).toBeVisible();
  await expect(html).toHaveAttribute('data-same-document', '');
});

test('another page starts at its top; a change of the configuration keeps the place', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await logIn(page, demoDriver('zonnig'));
  await page.goto('/nl/zonnig/calculator');
  const scrollY = () => page.evaluate(() => window.scrollY);
  // The third model's card is far down the phone's page: the click is made from there.
  const third = page.getByRole('listitem').getByRole('heading', { level: 2 }).getByRole('link');
  await third.nth(2).click();
  await expect(page).toHaveURL(/\/types$/);
  await expect(firstVehicleLink(page, 'configurator')).toBeVisible();
  await expect.poll(scrollY).toBe(0);

  await firstVehicleLink(page, 'configurator').click();
  await expect(page).toHaveURL(/\/configurator$/);
  const option = page.getByRole('checkbox').first();
  // The option is checked once the server has applied it (the address holds it at once).
  await option.click();
  await expect(page).toHaveURL(/opties=/);
  const place = await scrollY();
  expect(place).toBeGreaterThan(0);
  await expect(option).toBeChecked();
  expect(await scrollY()).toBe(place);
});
