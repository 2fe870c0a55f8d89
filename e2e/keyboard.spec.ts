import type { Locator, Page } from '@playwright/test';
import { demoDriver } from './support/demoAccounts.ts';
import { expect, test } from './support/test.ts';
import { firstVehicleLink } from './support/vehicles.ts';

/** Presses Tab until the element has the focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator, most = 250): Promise<void> {
  for (let presses = 0; presses < most; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('the journey with the keyboard alone: log in, search, configure, into the cart', async ({
  page,
}) => {
  const driver = demoDriver('horizon');
  await page.goto('/nl/horizon/auth/login');
  await tabTo(page, page.getByRole('textbox', { name: 'Gebruikersnaam' }));
  await page.keyboard.type(driver.username);
  await page.keyboard.press('Tab');
  await page.keyboard.type(driver.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/nl/horizon');

  await tabTo(page, page.getByRole('link', { name: 'Zoek een voertuig' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/nl/horizon/calculator');

  const firstVehicle = firstVehicleLink(page, 'types');
  await tabTo(page, firstVehicle);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/types$/);

  const firstVersion = firstVehicleLink(page, 'configurator');
  await tabTo(page, firstVersion);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/configurator$/);

  const pack = page.getByRole('checkbox').first();
  await tabTo(page, pack);
  await page.keyboard.press('Space');
  await expect(pack).toBeChecked();
  await expect(page).toHaveURL(/opties=/);

  await tabTo(page, page.getByRole('button', { name: 'Deze auto bestellen' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/nl/horizon/cart');
});
