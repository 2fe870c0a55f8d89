import { demoDriver } from './support/demoAccounts.ts';
import { expect, test } from './support/test.ts';

declare global {
  interface Window {
    /** Every CSP violation the page reported, collected from its first script on. */
    cspViolations?: string[];
  }
}

test('the portal runs under a CSP without inline styles: emotion styles carry the nonce', async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const violations = () => page.evaluate(() => window.cspViolations ?? []);

  const response = await page.goto('/nl/horizon/auth/login');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).not.toContain('unsafe-inline');
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();

  // The brand colour (#0b5394) on the button shows emotion's styles were applied, not blocked.
  const submit = page.getByRole('button', { name: 'Inloggen' });
  await expect(submit).toHaveCSS('background-color', 'rgb(11, 83, 148)');
  const styleNonces = await page.evaluate(() =>
    [...document.querySelectorAll('style')].map((style) => style.nonce),
  );
  expect(styleNonces.length).toBeGreaterThan(0);
  expect(new Set(styleNonces)).toEqual(new Set([nonce]));
  expect(await violations()).toEqual([]);

  const driver = demoDriver('horizon');
  await page.getByRole('textbox', { name: 'Gebruikersnaam' }).fill(driver.username);
  await page.getByRole('textbox', { name: 'Wachtwoord' }).fill(driver.password);
  await submit.click();
  await expect(page).toHaveURL('/nl/horizon');
  await expect(page.getByRole('button', { name: 'Uitloggen' })).toBeVisible();
  expect(await violations()).toEqual([]);
});
