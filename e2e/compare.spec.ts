import { demoDriver } from './support/demoAccounts.ts';
import { expectNoSeriousA11yViolations } from './support/expectNoSeriousA11yViolations.ts';
import { logIn } from './support/logIn.ts';
import { expect, test } from './support/test.ts';

test('compare from the search to the table and back to a configurator', async ({ page }) => {
  await logIn(page, demoDriver('horizon'));
  await page.goto('/nl/horizon/calculator');
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
  await expectNoSeriousA11yViolations(page);

  await page
    .getByRole('link', { name: /samenstellen$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/configurator$/);
});
