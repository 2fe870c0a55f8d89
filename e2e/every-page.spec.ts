import { demoDriver } from './support/demoAccounts.ts';
import { expectNoSeriousA11yViolations } from './support/expectNoSeriousA11yViolations.ts';
import { logIn } from './support/logIn.ts';
import { expect, test } from './support/test.ts';
import { firstVehicleLink } from './support/vehicles.ts';

/** The pages a logged-in driver reaches by URL, after the client home. */
const PAGES = [
  '',
  '/calculator',
  '/compare',
  '/saved-cars',
  '/orders',
  '/policy',
  '/settings',
  '/service',
  '/reviews',
  '/cart',
];

/** Pages a client does not offer (zonnig: no comparing, no reviews): its "Page not found", a 404. */
const NOT_OFFERED: Readonly<Record<string, readonly string[]>> = {
  horizon: [],
  zonnig: ['/compare', '/reviews'],
};

// Every page in two brands, one on a desktop and one on a phone: each has its heading, and axe
// finds no serious or critical violation in the brand's colours.
for (const [brand, viewport] of [
  ['horizon', { width: 1280, height: 900 }],
  ['zonnig', { width: 360, height: 740 }],
] as const) {
  test.describe(`in ${brand} at ${viewport.width} px`, () => {
    // Chromium logs the 404 of a page the client does not offer.
    test.use({
      viewport,
      expectedConsoleErrors: NOT_OFFERED[brand]?.length ? [/status of 404 \(Not Found\)/] : [],
    });

    test('every page has its heading and passes axe', async ({ page }) => {
      test.slow();
      await logIn(page, demoDriver(brand));
      for (const path of PAGES) {
        const answer = await page.goto(`/nl/${brand}${path}`);
        expect(answer?.status(), path).toBe(NOT_OFFERED[brand]?.includes(path) ? 404 : 200);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      }
      // The model's types, its configurator and the lease company's offer.
      await page.goto(`/nl/${brand}/calculator`);
      await firstVehicleLink(page, 'types').click();
      await expect(page).toHaveURL(/\/types$/);
      // The address changes before the next page replaces the last: this is the types page.
      await expect(firstVehicleLink(page, 'configurator')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await firstVehicleLink(page, 'configurator').click();
      await expect(page).toHaveURL(/\/configurator(\?|$)/);
      await expect(
        page.getByRole('heading', { level: 1, name: /^Stel je .+ samen$/ }),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      // The reference server offers a pricing manager for every car.
      await page.getByRole('link', { name: 'Bekijk het aanbod van de leasemaatschappij' }).click();
      await expect(page).toHaveURL(/\/pricing-manager$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}
