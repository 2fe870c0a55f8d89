import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import type { Page } from '@playwright/test';
import { demoDriver } from './support/demoAccounts.ts';
import { expectNoSeriousA11yViolations } from './support/expectNoSeriousA11yViolations.ts';
import { logIn } from './support/logIn.ts';
import { expect, test } from './support/test.ts';
import { openFirstConfigurator } from './support/vehicles.ts';

/** A euro amount as the portal writes it ("€ 1.234,56" or "€ 435,-"), in euro. */
function euro(text: string): number {
  const match = /€\s?([\d.]+),(\d\d|-)/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  return Number(match[1]?.replaceAll('.', '')) + (match[2] === '-' ? 0 : Number(match[2]) / 100);
}

/** The text of a downloaded PDF as a reader gets it, whitespace made single. */
async function pdfTextOf(path: string): Promise<string> {
  const bytes = new Uint8Array(await readFile(path));
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** Each demo client's driver in another interface language, with the words of its quote. */
const cases = [
  {
    client: 'horizon',
    lang: 'nl',
    make: 'Offerte maken',
    title: 'Offerte',
    lease: 'Leaseprijs',
    total: 'Lease en energie samen',
  },
  {
    client: 'polder',
    lang: 'fr',
    make: 'Établir un devis',
    title: 'Devis',
    lease: 'Prix de leasing',
    total: 'Leasing et énergie ensemble',
  },
  {
    client: 'zonnig',
    lang: 'en',
    make: 'Make a quote',
    title: 'Quote',
    lease: 'Lease price',
    total: 'Lease and energy together',
  },
  {
    client: 'stadmobiel',
    lang: 'de',
    make: 'Angebot erstellen',
    title: 'Angebot',
    lease: 'Leasingpreis',
    total: 'Leasing und Energie zusammen',
  },
] as const;

/** An amount the quote page shows under its label (the lease price, lease and energy). */
async function quotedLeasePrice(page: Page, label: string): Promise<number> {
  const row = page
    .getByRole('main')
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) });
  return euro((await row.locator('xpath=following-sibling::dd[1]').textContent()) ?? '');
}

for (const { client, lang, make, title, lease, total } of cases) {
  test(`${client} in ${lang}: a quote from the configurator, as a page and as a PDF with the same figures`, async ({
    page,
  }) => {
    await logIn(page, demoDriver(client));
    await page.goto(`/${lang}/${client}/calculator`);
    await openFirstConfigurator(page);
    await page.getByRole('button', { name: make }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/${client}/quotes/\\d+$`));
    const heading = page.getByRole('heading', {
      level: 1,
      name: new RegExp(`^${title} OF-\\d{4}-\\d{6}$`),
    });
    await expect(heading).toBeVisible();
    const number = /OF-\d{4}-\d{6}/.exec((await heading.textContent()) ?? '')?.[0] ?? '';
    const leasePrice = await quotedLeasePrice(page, lease);
    expect(leasePrice).toBeGreaterThan(0);
    // The real monthly cost: lease and the energy at the quoted mileage, more than lease alone.
    const withEnergy = await quotedLeasePrice(page, total);
    expect(withEnergy).toBeGreaterThan(leasePrice);
    await expectNoSeriousA11yViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: /PDF/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${number}.pdf`);
    const text = await pdfTextOf(await download.path());
    expect(text).toContain(`${title} ${number}`);
    expect(text).toContain(lease);
    const amounts = [...text.matchAll(/€\s?[\d.]+,(\d\d|-)/g)].map((match) => euro(match[0]));
    expect(amounts).toContain(leasePrice);
    expect(text).toContain(total);
    expect(amounts).toContain(withEnergy);
  });
}

test('the same calculation quoted twice is one quote', async ({ page }) => {
  await logIn(page, demoDriver('horizon'));
  await page.goto('/en/horizon/calculator');
  await openFirstConfigurator(page);
  const configurator = page.url();
  await page.getByRole('button', { name: 'Make a quote' }).click();
  await expect(page).toHaveURL(/\/quotes\/\d+$/);
  const first = page.url();
  await page.goto(configurator);
  await page.getByRole('button', { name: 'Make a quote' }).click();
  await expect(page).toHaveURL(/\/quotes\/\d+$/);
  expect(page.url()).toBe(first);
});

test('an expired quote says so and offers the same car at today’s prices', async ({ page }) => {
  await logIn(page, demoDriver('horizon'));
  await page.goto('/en/horizon/saved-cars');
  await page.getByRole('link', { name: 'Your quotes' }).click();
  await expect(page).toHaveURL('/en/horizon/quotes');
  const expired = page.getByRole('listitem').filter({ hasText: /Expired \(valid until/ });
  await expired.getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'This quote has expired' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Recalculate with today’s prices' }).click();
  await expect(page).toHaveURL(/\/configurator\?/);
  await expect(page.getByRole('button', { name: 'Make a quote' })).toBeEnabled();
});

test('another driver’s quote is not found, and its PDF is not given', async ({ page, browser }) => {
  await logIn(page, demoDriver('horizon'));
  await page.goto('/en/horizon/calculator');
  await openFirstConfigurator(page);
  await page.getByRole('button', { name: 'Make a quote' }).click();
  await expect(page).toHaveURL(/\/quotes\/\d+$/);
  const path = new URL(page.url()).pathname.replace('/en/horizon/', '/en/zonnig/');

  const other = await browser.newPage();
  await logIn(other, demoDriver('zonnig'));
  const answer = await other.request.get(`${path}/pdf`);
  expect(answer.headers()['content-type']).not.toContain('application/pdf');
  await other.goto(path);
  await expect(other.getByRole('heading', { level: 1 })).not.toHaveText(/OF-\d{4}/);
  await other.close();
});

test('a quote’s PDF without a session leads to its page, which asks for the login', async ({
  page,
  browser,
}) => {
  await logIn(page, demoDriver('horizon'));
  await page.goto('/nl/horizon/calculator');
  await openFirstConfigurator(page);
  await page.getByRole('button', { name: 'Offerte maken' }).click();
  await expect(page).toHaveURL(/\/quotes\/\d+$/);
  const quote = new URL(page.url()).pathname;

  const stranger = await browser.newContext();
  const answer = await stranger.request.get(`${quote}/pdf`, { maxRedirects: 0 });
  expect(answer.status()).toBe(303);
  expect(new URL(answer.headers().location ?? '', 'http://portal').pathname).toBe(quote);
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(`${quote}/pdf`);
  await expect(strangerPage).toHaveURL(/\/nl\/horizon\/auth\/login/);
  await stranger.close();
});
