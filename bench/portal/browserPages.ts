import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import type { DemoAccount } from '../../e2e/support/demoAccounts.ts';
import { logIn } from '../../e2e/support/logIn.ts';
import { firstVehicleLink } from '../../e2e/support/vehicles.ts';

/**
 * Playwright on the same Chromium Lighthouse uses, for what Lighthouse cannot do itself: put
 * the session into local storage and follow links. `use` runs with the browser's own context
 * (the profile Lighthouse's tabs share), and the connection is closed before Lighthouse runs, so
 * Playwright never watches a measured page.
 */
export async function withBrowser<T>(
  port: number,
  use: (context: BrowserContext) => Promise<T>,
): Promise<T> {
  const browser: Browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    if (!context) throw new Error('Chromium has no default context');
    return await use(context);
  } finally {
    // Over CDP this only disconnects: Chromium, and what it stored, stays.
    await browser.close();
  }
}

/**
 * Replaces the origin's local storage with `entries` (none: logged out). The portal reads its
 * session from there at start, so every later page load of the origin is logged in (or out).
 */
export async function setLocalStorage(
  context: BrowserContext,
  origin: string,
  entries: Record<string, string>,
): Promise<void> {
  const page = await context.newPage();
  try {
    // Any document of the origin will do; build/latest.json (the portal's new-build check) is
    // one that does not start the portal, which would read the session while it changes.
    await page.goto(`${origin}/build/latest.json`);
    await page.evaluate((values) => {
      localStorage.clear();
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    }, entries);
  } finally {
    await page.close();
  }
}

/**
 * Logs the account in through the portal's login page, as a driver does: the portal server sets
 * its session cookie in the browser's profile, which every later page load sends (Lighthouse
 * clears caches, not cookies). Returns what the portal then keeps in local storage (the token's
 * claims, level, client), for `setLocalStorage` to put back after a logged-out page.
 */
export async function logInInBrowser(
  context: BrowserContext,
  origin: string,
  account: DemoAccount,
): Promise<Record<string, string>> {
  const page = await context.newPage();
  try {
    await logIn(page, account, { origin });
    return await page.evaluate(() => ({ ...localStorage }));
  } finally {
    await page.close();
  }
}

/** Waits until the app has taken the server's page over. */
async function takenOver(page: Page): Promise<void> {
  await page.waitForFunction(() => 'takenOver' in document.documentElement.dataset);
}

/**
 * The first vehicle's configurator: the calculator's first model, then its first version, by the
 * addresses of their links (the links the e2e tests click). Read rather than clicked: a click
 * that comes before React has adopted the card is the browser's own page load, which a wait
 * for the app's navigation does not see end.
 */
export async function firstConfiguratorPath(
  context: BrowserContext,
  calculatorUrl: string,
): Promise<string> {
  const page = await context.newPage();
  try {
    const follow = async (url: string, to: 'types' | 'configurator'): Promise<string> => {
      await page.goto(url);
      await takenOver(page);
      const href = await firstVehicleLink(page, to).getAttribute('href');
      if (!href) throw new Error(`${url} shows no vehicle link`);
      return new URL(href, url).href;
    };
    const types = await follow(calculatorUrl, 'types');
    return new URL(await follow(types, 'configurator')).pathname;
  } finally {
    await page.close();
  }
}

/**
 * Opens `url` and reads its main heading, to prove the page renders itself and not the login
 * form (a lost session would send a logged-in page there). Throws when it shows the wrong one.
 */
export async function renderedHeading(
  context: BrowserContext,
  url: string,
  { loginForm }: { loginForm: boolean },
): Promise<string> {
  const page = await context.newPage();
  try {
    await page.goto(url);
    const heading = page.getByRole('heading', { level: 1 }).first();
    await heading.waitFor({ timeout: 20_000 });
    const passwordFields = await page.locator('input[type=password]').count();
    if (loginForm !== passwordFields > 0) {
      throw new Error(
        `${url} ${loginForm ? 'shows no' : 'shows a'} login form (now at ${page.url()})`,
      );
    }
    return (await heading.textContent())?.trim() ?? '';
  } finally {
    await page.close();
  }
}
