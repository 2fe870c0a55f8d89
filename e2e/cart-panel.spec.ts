import { demoDriver } from './support/demoAccounts.ts';
import { expectNoSeriousA11yViolations } from './support/expectNoSeriousA11yViolations.ts';
import { logIn } from './support/logIn.ts';
import { expect, test } from './support/test.ts';
import { firstVehicleLink } from './support/vehicles.ts';

test('the cart beside the search and the types, shown and hidden with the header toggle', async ({
  page,
}) => {
  await logIn(page, demoDriver('horizon'));
  await page.goto('/nl/horizon/calculator');
  const panel = page.getByRole('complementary', { name: 'Je winkelwagen' });
  // Hidden at first beside the search: the filters and results need the room.
  await expect(panel).toBeHidden();
  await page.getByRole('button', { name: 'Je winkelwagen tonen' }).click();
  await expect(panel.getByRole('heading', { name: 'Winkelwagen' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Je winkelwagen verbergen' }).click();
  await expect(panel).toBeHidden();
  await firstVehicleLink(page, 'types').click();
  await expect(page).toHaveURL(/\/types$/);
  await expect(panel.getByRole('heading', { name: 'Winkelwagen' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('no sidebar toggle crowds the header; the cart is in the menu', async ({ page }) => {
    await logIn(page, demoDriver('horizon'));
    await page.goto('/nl/horizon/calculator');
    await expect(page.getByRole('heading', { level: 1, name: 'Zoek een voertuig' })).toBeVisible();
    await expect(
      page.getByRole('button', { name: /Je winkelwagen (tonen|verbergen)/ }),
    ).toHaveCount(0);
    await expect(
      page.getByRole('banner').getByRole('img', { name: 'Horizon Mobility' }),
    ).toBeVisible();
  });
});
