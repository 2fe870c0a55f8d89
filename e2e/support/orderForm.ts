import type { Page } from '@playwright/test';

/**
 * Fills the order form of a demo car in Dutch as a driver does: the first dealer, the required
 * questions (a delivery date, no charging point) and every required agreement. Not sent.
 */
export async function fillOrderForm(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: /Dealer/ }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('textbox', { name: /Gewenste afleverdatum/ }).fill('1 maart 2027');
  await page.getByRole('radio', { name: 'Nee' }).check();
  for (const agreement of await page.getByRole('checkbox', { name: /verplicht/ }).all()) {
    await agreement.check();
  }
}
