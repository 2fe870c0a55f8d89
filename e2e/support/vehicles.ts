import type { Locator, Page } from '@playwright/test';
import { untilTakenOver } from './test.ts';

/** Where a vehicle card's name leads: a model's versions (from the calculator), or a version's configurator. */
const LEADS_TO = {
  types: 'a[href$="/types"]',
  configurator: 'a[href*="/configurator"]',
} as const;

/**
 * The first vehicle's name link in a list of vehicle cards that leads `to` the next page. Named by
 * where it leads: after an in-app step the address changes before the next page replaces the
 * last one, and the last page's first card must not be taken for the next page's.
 */
export function firstVehicleLink(page: Page, to: keyof typeof LEADS_TO): Locator {
  return page
    .getByRole('listitem')
    .getByRole('heading', { level: 2 })
    .getByRole('link')
    .and(page.locator(LEADS_TO[to]))
    .first();
}

/**
 * From the calculator: the first model, then its first version, to the configurator. A link
 * clicked before the page was taken over is followed by the browser as a page load of its own,
 * so each page is waited for until it answers, as a person would wait.
 */
export async function openFirstConfigurator(page: Page): Promise<void> {
  await firstVehicleLink(page, 'types').click();
  await page.waitForURL(/\/types$/);
  await untilTakenOver(page);
  await firstVehicleLink(page, 'configurator').click();
  await page.waitForURL(/\/configurator(\?|$)/);
  await untilTakenOver(page);
}
