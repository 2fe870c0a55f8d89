import type { Page } from '@playwright/test';
import { demoDriver } from './support/demoAccounts.ts';
import { logIn } from './support/logIn.ts';
import { expect, test } from './support/test.ts';
import { contrastOf } from './support/contrastOf.ts';
import { expectNoSeriousA11yViolations } from './support/expectNoSeriousA11yViolations.ts';

test('a client inside a parent scheme shows its brand and the scheme', async ({ page }) => {
  await page.goto('/nl/polder/auth/login');

  await expect(page.getByRole('img', { name: 'Polder Energie' })).toBeVisible();
  await expect(page.getByText('Onderdeel van Rijksmobiliteit')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Inloggen' })).toHaveCSS(
    'background-color',
    'rgb(46, 125, 50)',
  );
  await expect(page).toHaveTitle(/Polder Energie/);
  // One icon link, the client's: with two, which one a browser shows is left to chance.
  await expect(page.locator('head link[rel~="icon"]')).toHaveCount(1);
  await expect(page.locator('head link[rel~="icon"]')).toHaveAttribute(
    'href',
    /^data:image\/svg\+xml/,
  );
  await expectNoSeriousA11yViolations(page);
});

test('a brand colour too light to read still gives a readable login page', async ({ page }) => {
  await page.goto('/en/zonnig/auth/login');

  await expect(page.getByRole('img', { name: 'Zonnig Zorg' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  // The brand yellow (#ffe14d) cannot carry white text; the theme pairs it with readable text.
  const submit = page.getByRole('button', { name: 'Log in' });
  expect(await contrastOf(submit)).toBeGreaterThanOrEqual(4.5);
  await expectNoSeriousA11yViolations(page);
});

test('each client gets its own favicon and title', async ({ page }) => {
  await page.goto('/nl/stadmobiel/auth/login');
  await expect(page).toHaveTitle('Inloggen · StadMobiel');
  await expect(page.getByRole('button', { name: 'Inloggen' })).toHaveCSS(
    'background-color',
    'rgb(194, 24, 91)',
  );
  await expectNoSeriousA11yViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the parent scheme wraps inside the login card instead of overflowing it', async ({
    page,
  }) => {
    await page.goto('/fr/polder/auth/login');

    const partOf = page.getByText('Fait partie de Rijksmobiliteit');
    await expect(partOf).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    const text = await partOf.boundingBox();
    expect((text?.x ?? -1) + (text?.width ?? Infinity)).toBeLessThanOrEqual(360);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('the body layout a client asks for', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  /** Where the client's logo in the header starts, and the main content's left edge and width. */
  async function frame(page: Page, client: string) {
    const logo = await page.getByRole('banner').getByRole('img', { name: client }).boundingBox();
    const main = await page.getByRole('main').boundingBox();
    return { logo: logo?.x, main: main?.x, mainWidth: main?.width };
  }

  test('boxed: the page sits centred at 1200 px, as the server draws it and after the take-over', async ({
    page,
    browser,
  }) => {
    const account = demoDriver('polder');
    await logIn(page, account);
    // The design system's widest container (1200 px) with its 24 px gutters, centred in 1280.
    const boxed = { logo: 64, main: 40, mainWidth: 1200 };
    await expect(page.locator('body')).toHaveClass(/\bboxed-layout\b/);
    expect(await frame(page, 'Polder Energie')).toEqual(boxed);

    const withoutScripts = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 800 },
      storageState: await page.context().storageState(),
    });
    try {
      const bare = await withoutScripts.newPage();
      await bare.goto(`/nl/${account.client}`);
      expect(await frame(bare, 'Polder Energie')).toEqual(boxed);
    } finally {
      await withoutScripts.close();
    }
  });

  test('full, as every other demo client: the page uses the whole window', async ({ page }) => {
    await logIn(page, demoDriver('horizon'));
    await expect(page.locator('body')).toHaveClass(/\bfull-layout\b/);
    expect(await frame(page, 'Horizon Mobility')).toEqual({ logo: 24, main: 0, mainWidth: 1280 });
  });
});
