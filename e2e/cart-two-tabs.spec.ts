import type { Page } from '@playwright/test';
import { demoDriver } from './support/demoAccounts.ts';
import { logIn } from './support/logIn.ts';
import { PORTAL_REQUEST_HEADER } from './support/serverSession.ts';
import { expect, test } from './support/test.ts';
import { openFirstConfigurator } from './support/vehicles.ts';

/** How many items the driver's basket holds, asked of the server as the portal asks it. */
function basketSize(page: Page): Promise<number> {
  return page.evaluate(async (portalHeader) => {
    const response = await fetch('/api/GetMobilityBasket', { headers: { [portalHeader]: '1' } });
    const basket = (await response.json()) as { Items: unknown[] };
    return basket.Items.length;
  }, PORTAL_REQUEST_HEADER);
}

// The tab that saves second is told its basket is stale: the browser logs that 409 itself.
test.use({ expectedConsoleErrors: [/status of 409 \(Conflict\)/] });

test('two tabs that add a car to the cart at the same moment both keep their car', async ({
  page,
  context,
}) => {
  await logIn(page, demoDriver('zonnig'));
  const other = await context.newPage();
  for (const tab of [page, other]) {
    await tab.goto('/nl/zonnig/calculator');
    await openFirstConfigurator(tab);
    await expect(tab.getByRole('button', { name: 'Deze auto bestellen' })).toBeEnabled();
  }
  const before = await basketSize(page);

  // Both read the basket at the same version; one save wins, the other is told it is stale,
  // reads the basket again and adds its car on top (decisions.md §2).
  await Promise.all(
    [page, other].map((tab) => tab.getByRole('button', { name: 'Deze auto bestellen' }).click()),
  );
  for (const tab of [page, other]) await expect(tab).toHaveURL('/nl/zonnig/cart');

  expect(await basketSize(page)).toBe(before + 2);
});
