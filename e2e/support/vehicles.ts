import type { Locator, Page } from '@playwright/test';

/** The first vehicle's name link in a list of vehicle cards (the calculator, the types page). */
export function firstVehicleLink(page: Page): Locator {
  return page.getByRole('listitem').getByRole('heading', { level: 2 }).first().getByRole('link');
}

/** From the calculator: the first model, then its first version, to the configurator. */
export async function openFirstConfigurator(page: Page): Promise<void> {
  await firstVehicleLink(page).click();
  await page.waitForURL(/\/types$/);
  await firstVehicleLink(page).click();
  await page.waitForURL(/\/configurator(\?|$)/);
}
