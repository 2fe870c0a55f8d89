import type { Page } from '@playwright/test';

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
