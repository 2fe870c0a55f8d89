import { demoDriver } from './support/demoAccounts.ts';
import { logIn } from './support/logIn.ts';
import { expect, test } from './support/test.ts';

test.describe('before the JavaScript runs', () => {
  test.use({ javaScriptEnabled: false });

  test("the login page already shows the client's logo in its card", async ({ page }) => {
    await page.goto('/nl/zonnig/auth/login');
    const logo = page.locator('#root img');
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(page).toHaveTitle('Zonnig Zorg');
  });

  test('a page behind the login sends a logged-out visitor to the login page at once', async ({
    page,
  }) => {
    // The server runs the page's guards: no page of the app, and no script, is needed to move on.
    const served = await page.request.get('/nl/horizon/calculator', {
      headers: { Accept: 'text/html' },
      maxRedirects: 0,
    });
    expect(served.status()).toBe(302);
    expect(served.headers().location).toBe('/nl/horizon/auth/login');
  });
});

test('the app takes over in place, without asking for the styling again', async ({
  page,
  browser,
}) => {
  // Where the first paint puts the logo: the page as served, without its JavaScript.
  const served = await browser.newContext({
    javaScriptEnabled: false,
    viewport: page.viewportSize(),
  });
  const servedPage = await served.newPage();
  await servedPage.goto('/nl/zonnig/auth/login');
  const painted = await servedPage.locator('#root img').boundingBox();
  await served.close();

  const stylingCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/GetStyling')) stylingCalls.push(request.url());
  });
  await page.goto('/nl/zonnig/auth/login');
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
  const rendered = await page.getByRole('img', { name: 'Zonnig Zorg' }).boundingBox();

  expect(stylingCalls).toEqual([]);
  // The app's logo is where the first paint put it (within a pixel of rounding).
  expect(painted).not.toBeNull();
  expect(Math.abs((rendered?.y ?? 0) - (painted?.y ?? 0))).toBeLessThan(1);
  expect(Math.abs((rendered?.x ?? 0) - (painted?.x ?? 0))).toBeLessThan(1);
});

test('text is set in Roboto from the Latin files only, the regular and medium ones preloaded', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/en/horizon/auth/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  const loaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return document.fonts.check('400 16px Roboto') && document.fonts.check('500 16px Roboto');
  });

  expect(loaded).toBe(true);
  expect(fonts.length).toBeGreaterThan(0);
  // No letter on this page needs Latin Extended, so its files are never fetched.
  for (const font of fonts)
    expect(font).toMatch(/\/assets\/roboto-latin-\d00-normal-[\w-]+\.woff2$/);
  // The weights every page shows come preloaded, so the page is not laid out again as each
  // arrives after its text was first laid out.
  const preloaded = await page
    .locator('head link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(preloaded).toEqual([
    expect.stringMatching(/roboto-latin-400-normal-/),
    expect.stringMatching(/roboto-latin-500-normal-/),
  ]);
  for (const font of preloaded) expect(fonts).toContain(font);
});

test('a rendered page with bold text preloads the bold file too, and one without does not', async ({
  page,
}) => {
  const preloadedFonts = () =>
    page
      .locator('head link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  await logIn(page, demoDriver('horizon'));

  // The configurator's summary sets its totals in bold.
  await page.goto('/nl/horizon/calculator/94/types/type-100302/configurator');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const bold = (await preloadedFonts()).find((href) => href.includes('roboto-latin-700-normal-'));
  expect(bold).toBeDefined();
  // The browser uses the file it was given early: it asks for it once, by the preload.
  const boldLoads = await page.evaluate(
    (href) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith(href))
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
    bold ?? '',
  );
  expect(boldLoads).toEqual(['link']);
  expect(await page.evaluate(() => document.fonts.check('700 16px Roboto'))).toBe(true);

  // The types page sets nothing in bold.
  await page.goto('/nl/horizon/calculator/94/types');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await preloadedFonts()).toHaveLength(2);
});

test('the pages behind the login fetch no stylesheet: its rules are in the page', async ({
  page,
}) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  await logIn(page, demoDriver('horizon'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The search loads lazy chunks of its own (the most viewed cars before it, its results): each
  // names the stylesheet among the files to load first, and none may wait for it again.
  await page.goto('/nl/horizon/calculator');
  await expect(page.getByText(/voertuigen gevonden/)).toBeVisible();

  expect(stylesheets).toEqual([]);
  const inline = await page
    .locator('head style')
    .first()
    .evaluate((style) => style.textContent);
  expect(inline).toContain('@font-face');
});

test("the app's code is asked for once the browser has put the server's page on screen", async ({
  page,
}) => {
  /** When the first contentful paint was shown, and when each of the app's scripts was asked for. */
  const startOfLoad = () =>
    page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/(?!boot-)[^/]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));

  // The login page (the client's brand and card; the login goes on in the same document, so the
  // app has run), and a page rendered with its data.
  await logIn(page, demoDriver('horizon'));
  const login = await startOfLoad();
  await page.goto('/nl/horizon/cart');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html[data-taken-over]')).toHaveCount(1);
  const cart = await startOfLoad();

  for (const { paint, scripts } of [login, cart]) {
    expect(paint).not.toBeNull();
    expect(scripts.length).toBeGreaterThan(0);
    expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paint ?? Infinity);
  }
});
