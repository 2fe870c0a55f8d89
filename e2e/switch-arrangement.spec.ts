import type { Page } from '@playwright/test';
import { demoAccount } from './support/demoAccounts.ts';
import { expectNoSeriousA11yViolations } from './support/expectNoSeriousA11yViolations.ts';
import { logIn } from './support/logIn.ts';
import { PORTAL_REQUEST_HEADER } from './support/serverSession.ts';
import { expect, test } from './support/test.ts';

/** The categories the session's driver may search in, asked of the server as the portal asks. */
function categoriesOfSession(page: Page): Promise<string[]> {
  return page.evaluate(async (portalHeader) => {
    const response = await fetch('/api/GetSettings', { headers: { [portalHeader]: '1' } });
    const settings = (await response.json()) as { Categorien: { cOmschrijving: string }[] };
    return settings.Categorien.map((category) => category.cOmschrijving);
  }, PORTAL_REQUEST_HEADER);
}

// Wide enough for the header to name the arrangement beside the link.
test.use({ viewport: { width: 1280, height: 800 } });

test('a driver with several schemes chooses another from the header and acts under it', async ({
  page,
}) => {
  await logIn(page, demoAccount('sanne@horizon.example'), { landsOn: '/nl/horizon/auth/choose' });
  await page
    .getByRole('button', { name: /^Verder als Sanne Bakker in Horizon Leaseregeling 2026$/ })
    .click();
  await expect(page).toHaveURL('/nl/horizon');
  const header = page.getByRole('banner');
  await expect(header.getByText('Regeling: Horizon Leaseregeling 2026')).toBeVisible();
  // Sanne's driver in the 2026 scheme is in category C.
  expect(await categoriesOfSession(page)).toEqual([expect.stringMatching(/schaal 12–14/)]);
  await expectNoSeriousA11yViolations(page);

  await header.getByRole('link', { name: 'Andere regeling kiezen' }).click();
  await expect(page).toHaveURL('/nl/horizon/auth/choose');
  await page
    .getByRole('button', { name: /^Verder als Sanne Bakker in Horizon Directieregeling$/ })
    .click();
  await expect(page).toHaveURL('/nl/horizon');
  await expect(header.getByText('Regeling: Horizon Directieregeling')).toBeVisible();
  // The portal server's session now acts for the board scheme's driver, in category D, also
  // after a reload.
  expect(await categoriesOfSession(page)).toEqual([expect.stringMatching(/schaal 15 en hoger/)]);
  await page.reload();
  await expect(header.getByText('Regeling: Horizon Directieregeling')).toBeVisible();
  expect(await categoriesOfSession(page)).toEqual([expect.stringMatching(/schaal 15 en hoger/)]);
});
