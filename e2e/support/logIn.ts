import { expect, type Page } from '@playwright/test';
import type { DemoAccount } from './demoAccounts.ts';

/** The login page's texts per language, as a person reads them. */
const LOGIN_TEXTS = {
  nl: { username: 'Gebruikersnaam', password: 'Wachtwoord', submit: 'Inloggen' },
  en: { username: 'Username', password: 'Password', submit: 'Log in' },
} as const;

/**
 * Logs a demo account in through the login page, as a person does, and waits until the login
 * has landed (the client home, or `landsOn` such as the choose page). `origin` is for a page
 * without Playwright's base URL (the benchmark's).
 */
export async function logIn(
  page: Page,
  account: DemoAccount,
  {
    lang = 'nl',
    landsOn,
    origin = '',
  }: { lang?: keyof typeof LOGIN_TEXTS; landsOn?: string; origin?: string } = {},
): Promise<void> {
  const texts = LOGIN_TEXTS[lang];
  await page.goto(`${origin}/${lang}/${account.client}/auth/login`);
  await page.getByRole('textbox', { name: texts.username }).fill(account.username);
  await page.getByRole('textbox', { name: texts.password }).fill(account.password);
  await page.getByRole('button', { name: texts.submit }).click();
  await expect(page).toHaveURL(`${origin}${landsOn ?? `/${lang}/${account.client}`}`);
}
