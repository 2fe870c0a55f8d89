import { demoDriver } from './support/demoAccounts.ts';
import { logIn } from './support/logIn.ts';
import { expect, test } from './support/test.ts';

test('a newer build seen by the tab reloads the page at the next navigation, not before', async ({
  page,
}) => {
  // The page's clock, so an hour of polling takes no hour.
  await page.clock.install();
  let deployed = false;
  await page.route('**/build/latest.json', (route) =>
    deployed
      ? route.fulfill({ json: { id: 'a-newer-build', timestamp: Date.now() } })
      : route.continue(),
  );
  await logIn(page, demoDriver('horizon'));
  await page.clock.runFor(2_000);
  // A mark on this page's window survives client-side navigation but not a reload.
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

  deployed = true;
  const polled = page.waitForRequest('**/build/latest.json');
  await page.clock.runFor(61 * 60 * 1000);
  await polled;
  // Seen, but nothing happens while the person stays on the page.
  expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);

  await page.getByRole('link', { name: 'Belastinginstellingen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Instellingen' })).toBeVisible();
  await expect(page).toHaveURL('/nl/horizon/settings');
  expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(false);
});

test.describe('a code chunk that fails to load', () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource|dynamically imported module/] });

  test('reloads the page once, then offers a reload instead of looping', async ({ page }) => {
    await logIn(page, demoDriver('horizon'));
    await page.route('**/assets/SettingsRoute-*.js', (route) => route.abort());
    let loads = 0;
    page.on('load', () => (loads += 1));

    await page.getByRole('link', { name: 'Belastinginstellingen' }).click();
    await expect(page.getByRole('button', { name: 'Pagina opnieuw laden' })).toBeVisible();
    await expect(page).toHaveURL('/nl/horizon/settings');
    // One reload of the page (the guard's), then the error page: no loop.
    expect(loads).toBe(1);
  });

  test("a language whose texts can't be loaded: the same, in that language's own words", async ({
    page,
  }) => {
    await logIn(page, demoDriver('horizon'));
    await page.goto('/nl/horizon/settings');
    // Each language's texts are their own chunks (the design system's and the portal's).
    await page.route('**/assets/en-*.js', (route) => route.abort());
    let loads = 0;
    page.on('load', () => (loads += 1));

    await page
      .getByRole('banner')
      .getByRole('button', { name: /Nederlands/ })
      .click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    await expect(page).toHaveURL('/en/horizon/settings');
    expect(loads).toBe(1);
  });

  test("React's renderer, which every page starts with: one reload, then the server's page stays", async ({
    page,
  }) => {
    await logIn(page, demoDriver('horizon'));
    // The renderer's file is the last the boot script preloads: it lists the entry's own
    // chunks first, then the renderer's.
    const boot = await page.locator('script[type="module"]').getAttribute('src');
    const bootSource = await (await page.request.get(boot ?? '')).text();
    const preloads = /const preloads = (\[[^\]]*\]);/.exec(bootSource)?.[1] ?? '[]';
    const renderer = (JSON.parse(preloads) as string[]).at(-1) ?? '';
    expect(renderer).toMatch(/^\/assets\/.+\.js$/);
    await page.route(`**${renderer}`, (route) => route.abort());
    let documents = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
    });

    await page.evaluate(() => window.location.assign('/nl/horizon/settings'));
    // The page as the server sent it, reloaded once by the guard, and no more once all is quiet.
    await expect.poll(() => documents).toBe(2);
    await page.waitForLoadState('networkidle');
    expect(documents).toBe(2);
    await expect(page).toHaveURL('/nl/horizon/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Instellingen' })).toBeVisible();
  });
});
