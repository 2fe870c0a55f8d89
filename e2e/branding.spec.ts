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
