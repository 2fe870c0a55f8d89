import { demoDriver } from './support/demoAccounts.ts';
import { expectNoSeriousA11yViolations } from './support/expectNoSeriousA11yViolations.ts';
import { logIn } from './support/logIn.ts';
import { expect, holdScripts, test, untilAdopted } from './support/test.ts';

test('the service page answers from the server: FAQ, and a message the lease desk received', async ({
  page,
}) => {
  await logIn(page, demoDriver('horizon'));
  await page.goto('/nl/horizon/service');
  await expect(page.getByRole('heading', { level: 1, name: 'Klantenservice' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('textbox', { name: 'Onderwerp' }).fill('Laadpaal thuis');
  await page
    .getByRole('textbox', { name: 'Bericht' })
    .fill('Wie regelt de laadpaal bij mij thuis?');
  await page.getByRole('button', { name: 'Versturen' }).click();
  await expect(page.getByText(/Je bericht is verstuurd/)).toBeVisible();
});

test('a guest asks for access; a logged-in person who opens the guest pages goes home', async ({
  page,
}) => {
  await page.goto('/en/zonnig/auth/grant_access');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill('lotte+lease@zonnig.example');
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await logIn(page, demoDriver('zonnig'), { lang: 'en' });
  await page.goto('/en/zonnig/auth/grant_access');
  await expect(page).toHaveURL('/en/zonnig');
  await page.goto('/en/zonnig/auth/authorize?token=whatever');
  await expect(page).toHaveURL('/en/zonnig');
});

test('a hand-over link without a token says what to do instead', async ({ page }) => {
  await page.goto('/nl/horizon/auth/authorize');
  await expect(page.getByRole('alert')).toContainText('Deze inloglink is niet compleet');
  await page.getByRole('link', { name: 'Naar de inlogpagina' }).click();
  await expect(page).toHaveURL('/nl/horizon/auth/login');
});

test('a message typed into the server’s page before the app is in is the message sent', async ({
  page,
}) => {
  await logIn(page, demoDriver('horizon'));
  const release = await holdScripts(page, /\/assets\/[\w.-]+\.js$/);
  const loading = page.goto('/nl/horizon/service', { waitUntil: 'commit' });
  const subject = page.getByRole('textbox', { name: 'Onderwerp' });
  await subject.fill('Laadpaal thuis');
  await page.getByRole('textbox', { name: 'Bericht' }).fill('Wie regelt de laadpaal?');
  release();
  await loading;

  // Sent the moment the form is adopted: the typed text must already be the form's.
  await untilAdopted(subject);
  await page.getByRole('button', { name: 'Versturen' }).click();
  await expect(page.getByText(/Je bericht is verstuurd/)).toBeVisible();
});
