import { demoDriver } from './support/demoAccounts.ts';
import { expectNoSeriousA11yViolations } from './support/expectNoSeriousA11yViolations.ts';
import { logIn } from './support/logIn.ts';
import { expect, test } from './support/test.ts';

/**
 * Each demo client's driver, each in another interface language, with the limit of their policy
 * that the test follows: its link's number must be what the calculator then finds.
 */
const cases = [
  {
    client: 'horizon',
    lang: 'nl',
    title: 'Waar heb ik recht op?',
    limit: /^\d+ auto’s binnen je norm, zonder eigen bijdrage$/,
    found: (count: number) => `${count} voertuigen gevonden`,
  },
  {
    client: 'polder',
    lang: 'fr',
    title: 'À quoi ai-je droit ?',
    limit: /^\d+ voitures rechargeables$/,
    found: (count: number) => `${count} véhicules trouvés`,
  },
  {
    client: 'zonnig',
    lang: 'en',
    title: 'What am I entitled to?',
    limit: /^\d+ cars with label C or better$/,
    found: (count: number) => `${count} vehicles found`,
  },
  {
    client: 'stadmobiel',
    lang: 'de',
    title: 'Worauf habe ich Anspruch?',
    limit: /^\d+ Fahrzeuge mit Label B oder besser$/,
    found: (count: number) => `${count} Fahrzeuge gefunden`,
  },
] as const;

for (const { client, lang, title, limit, found } of cases) {
  test(`${client} in ${lang}: the policy page, from the client home to the calculator with a limit applied`, async ({
    page,
  }) => {
    await logIn(page, demoDriver(client));
    await page.goto(`/${lang}/${client}`);
    await page.getByRole('main').getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(`/${lang}/${client}/policy`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const link = page.getByRole('link', { name: limit });
    const count = Number(/^\d+/.exec((await link.textContent()) ?? '')?.[0]);
    expect(count).toBeGreaterThan(0);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`^[^?]*/${lang}/${client}/calculator\\?`));
    await expect(page.getByText(found(count))).toBeVisible();
  });
}

test('the policy page arrives rendered with its data, and a reload keeps it', async ({ page }) => {
  await logIn(page, demoDriver('polder'));
  const response = await page.request.get('/nl/polder/policy', {
    headers: { Accept: 'text/html' },
  });
  const html = await response.text();
  expect(html).toContain('Waar heb ik recht op?');
  // The policy's own texts (a part of the catalogue that loads with this page) are in it too.
  expect(html).toContain('Je kunt alleen plug-in auto’s bestellen: elektrisch of plug-in hybride.');
  await page.goto('/nl/polder/policy');
  await page.reload();
  await expect(page.getByText('Inbegrepen').first()).toBeVisible();
});
