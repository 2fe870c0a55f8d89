import { demoDriver } from './support/demoAccounts.ts';
import { expectNoSeriousA11yViolations } from './support/expectNoSeriousA11yViolations.ts';
import { logIn } from './support/logIn.ts';
import { expect, test } from './support/test.ts';

/** A charge cable as the Dutch page names it (the server sends `type-2`, `chademo`, …). */
const CABLE = '(Type [123]|CHAdeMO|CCS|Supercharger)';
/** A car's charge cables as one cell of the compare table lists them. */
const CABLE_LIST = new RegExp(`^${CABLE}(, ${CABLE})*$`);

test('compare from the search to the table and back to a configurator', async ({ page }) => {
  await logIn(page, demoDriver('horizon'));
  // Electric cars only: each has charge cables to compare.
  await page.goto('/nl/horizon/calculator?cBrandstof=elektrisch');
  const compare = page.getByRole('listitem').getByRole('button', { name: /Vergelijken/ });
  await compare.nth(0).click();
  await compare.nth(1).click();
  await page
    .getByRole('link', { name: /Vergelijk/ })
    .last()
    .click();

  await expect(page).toHaveURL('/nl/horizon/compare');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Voertuigen vergelijken' }),
  ).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  // The charge cables the server sends, in Dutch, for both cars.
  const cables = page.getByRole('row', { name: /^Laadkabels/ }).getByRole('cell');
  await expect(cables).toHaveCount(2);
  for (const cell of await cables.all()) await expect(cell).toHaveText(CABLE_LIST);
  // Each car's energy a month and its consumption, as the server counts it.
  const energy = page.getByRole('row', { name: /^Energie per maand/ }).getByRole('cell');
  await expect(energy).toHaveCount(2);
  for (const cell of await energy.all()) await expect(cell).toHaveText(/^€\s\d+,\d\d$/);
  const consumption = page.getByRole('row', { name: /^Verbruik \(WLTP\)/ }).getByRole('cell');
  for (const cell of await consumption.all()) {
    await expect(cell).toHaveText(/^\d+(,\d)? kWh per 100 km$/);
  }
  await expectNoSeriousA11yViolations(page);

  await page
    .getByRole('link', { name: /samenstellen$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/configurator$/);
  // The configurator names the same car's charge cables in its summary.
  const summary = page.getByRole('region', { name: 'Laadkabels' });
  await expect(summary.getByRole('listitem').first()).toHaveText(new RegExp(`^${CABLE}$`));
});
