import type { Locator, Page } from '@playwright/test';
import { untilTakenOver } from './test.ts';

/** The first vehicle's name link in a list of vehicle cards (the calculator, the types page). */
export function firstVehicleLink(page: Page): Locator {
  return page.getByRole('listitem').getByRole('heading', { level: 2 }).first().getByRole('link');
}

/**
 * From the calculator: the first model, then its first version, to the configurator. Each link
 * may be followed by the browser as a page load of its own (when clicked before the page was
 * taken over), so each page is waited for until it answers, as a person would wait.
 */
export async function openFirstConfigurator(page: Page): Promise<void> {
  await firstVehicleLink(page).click();
  await page.waitForURL(/\/types$/);
  await untilTakenOver(page);
  await firstVehicleLink(page).click();
  await page.waitForURL(/\/configurator(\?|$)/);
  await untilTakenOver(page);
}
