import { expect, type Page } from '@playwright/test';
import { openFirstConfigurator } from './vehicles.ts';

/**
 * Fills the order form of a demo vehicle in Dutch as a driver does: the first dealer, the questions
 * (a delivery date, no to each yes/no question) and every required agreement. Not sent.
 */
export async function fillOrderForm(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: /Dealer/ }).click();
  await page.getByRole('option').first().click();
  // A car asks for a delivery date; a bike asks no questions.
  const date = page.getByRole('textbox', { name: /Gewenste afleverdatum/ });
  if ((await date.count()) > 0) await date.fill('1 maart 2027');
  // A car with a plug asks about a charging point, one with a tow bar about that: no to each.
  for (const no of await page.getByRole('radio', { name: 'Nee' }).all()) await no.check();
  for (const agreement of await page.getByRole('checkbox', { name: /verplicht/ }).all()) {
    await agreement.check();
  }
}

/**
 * Orders the client's first car through the Dutch pages, as a driver does: the configurator, the
 * cart, the filled order form. Answers the order's id, on its status page.
 */
export async function orderFirstCar(page: Page, client: string): Promise<string> {
  await page.goto(`/nl/${client}/calculator`);
  await openFirstConfigurator(page);
  await page.getByRole('button', { name: 'Deze auto bestellen' }).click();
  await expect(page).toHaveURL(`/nl/${client}/cart`);
  await expect(page.getByRole('heading', { level: 1, name: 'Je winkelwagen' })).toBeVisible();
  await page.getByRole('button', { name: 'Bestellen', exact: true }).click();
  await expect(page).toHaveURL(/\/configurator\/order\?item=/);
  await fillOrderForm(page);
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
  await expect(page).toHaveURL(new RegExp(`/nl/${client}/order-status/\\d+$`));
  return /\/order-status\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1] ?? '';
}
