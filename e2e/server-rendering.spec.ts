import { SUPPORTED_LOCALES } from '@lease/api';
import { demoDriver } from './support/demoAccounts.ts';
import { logIn } from './support/logIn.ts';
import { expect, test } from './support/test.ts';
import { firstVehicleLink, openFirstConfigurator } from './support/vehicles.ts';

const account = demoDriver('horizon');

// The test fixture fails a test on any console error or uncaught error: React reports a page it
// could not take over as the server drew it (a hydration mismatch) as one.

test('a logged-in page arrives rendered with its data, readable without any script', async ({
  page,
  browser,
}) => {
  await logIn(page, account);
  await page.goto(`/nl/${account.client}/calculator`);
  const firstCar = await firstVehicleLink(page).textContent();
  expect(firstCar).toBeTruthy();

  const withoutScripts = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  try {
    const bare = await withoutScripts.newPage();
    await bare.goto(`/nl/${account.client}/calculator`);
    await expect(bare.getByRole('heading', { level: 1, name: 'Zoek een voertuig' })).toBeVisible();
    await expect(firstVehicleLink(bare)).toHaveText(firstCar ?? '');
    // The header, the cart's badge and the search's results are the server's, not placeholders.
    await expect(bare.getByRole('button', { name: 'Uitloggen' })).toBeVisible();
  } finally {
    await withoutScripts.close();
  }
});

test('the browser takes the server’s page over instead of drawing it again', async ({ page }) => {
  await logIn(page, account);
  await page.goto(`/nl/${account.client}/calculator`);
  await openFirstConfigurator(page);
  const configurator = page.url();
  // The heading the server sent, noted before any script of the page runs.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, { serverHeading: document.querySelector('h1') });
    });
  });
  await page.goto(configurator);
  // Once taken over, the page answers: an option changes the price's URL state.
  await page.getByRole('radio', { checked: false }).first().click();
  await expect(page).toHaveURL(/\?.+/);
  const sameHeading = await page.evaluate(() => {
    const { serverHeading } = window as unknown as { serverHeading: Element | null };
    return serverHeading !== null && serverHeading === document.querySelector('h1');
  });
  expect(sameHeading, 'the heading is still the element the server sent').toBe(true);
});

test('the page is taken over without a mismatch in every locale', async ({ page }) => {
  test.slow();
  await logIn(page, account);
  await page.goto(`/nl/${account.client}/calculator`);
  await openFirstConfigurator(page);
  const configurator = new URL(page.url());
  for (const locale of SUPPORTED_LOCALES) {
    // Euro amounts and dates written by the server's Intl and the browser's, per locale.
    for (const path of [
      configurator.pathname.replace('/nl/', `/${locale}/`),
      `/${locale}/${account.client}`,
      `/${locale}/${account.client}/cart`,
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
    }
  }
});

test.describe('on a device far from the server’s time zone', () => {
  // UTC+14: for most of the day its part of the day differs from the server's (UTC).
  const timeZone = 'Pacific/Kiritimati';
  test.use({ timezoneId: timeZone });

  test('the greeting tells the time of day as the device does, on the server as in the browser', async ({
    page,
    context,
  }) => {
    await logIn(page, account);
    // The zone the browser tells the server once it has taken a page over.
    await context.addCookies([{ name: 'tz', value: timeZone, url: new URL(page.url()).origin }]);
    const served = await page.request.get(`/nl/${account.client}`, {
      headers: { Accept: 'text/html' },
    });
    const greetingInHtml = /<h1[^>]*>([^<]+)<\/h1>/.exec(await served.text())?.[1];
    expect(greetingInHtml).toBeTruthy();
    await page.goto(`/nl/${account.client}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(greetingInHtml ?? '');
  });

  test('a page taken over tells the server the device’s zone when it has not been told', async ({
    page,
    context,
  }) => {
    await logIn(page, account);
    await context.clearCookies({ name: 'tz' });
    await page.goto(`/nl/${account.client}`);
    const toldZone = async () =>
      (await context.cookies()).find((cookie) => cookie.name === 'tz')?.value;
    await expect.poll(toldZone).toBe(encodeURIComponent(timeZone));
  });
});
