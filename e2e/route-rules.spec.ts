import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

/**
 * The server's route rules (spec point 2) as the e2e server gets them (playwright.config.ts):
 * the French login page of stadmobiel has moved to another website. That website is answered
 * in the browser itself, so the test needs no second server and no network.
 */
// The server checks the file at start (a bad rule stops it); here it is only read.
const [rule] = JSON.parse(
  readFileSync(resolve(import.meta.dirname, 'support/routeRules.json'), 'utf8'),
) as { from: string; to: string; status: number }[];
if (!rule) throw new Error('e2e/support/routeRules.json has no rule');
const target = new URL(rule.to);

const OTHER_WEBSITE =
  '<!doctype html><html lang="fr"><title>Ailleurs</title><h1>Un autre site</h1></html>';

/**
 * The other website, answered in the browser: every request to its origin gets a page saying
 * where you are. Chromium's own interception, not `page.route`, because Playwright never routes
 * the request a redirect leads to (and the server's answer is one).
 */
async function answerTheOtherWebsite(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Fetch.requestPaused', ({ requestId }) => {
    void cdp.send('Fetch.fulfillRequest', {
      requestId,
      responseCode: 200,
      responseHeaders: [{ name: 'Content-Type', value: 'text/html; charset=utf-8' }],
      body: Buffer.from(OTHER_WEBSITE).toString('base64'),
    });
  });
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: `${target.origin}/*` }] });
}

test('the server answers a page a rule moves with its redirect to the other website', async ({
  page,
  baseURL,
}) => {
  await answerTheOtherWebsite(page);
  const answers: { url: string; status: number; location: string | undefined }[] = [];
  page.on('response', (response) => {
    if (response.request().isNavigationRequest())
      answers.push({
        url: response.url(),
        status: response.status(),
        location: response.headers().location,
      });
  });

  await page.goto(rule.from);

  // The server answered the page request itself with the redirect; the browser followed it.
  expect(answers).toEqual([
    { url: new URL(rule.from, baseURL).href, status: rule.status, location: rule.to },
    { url: rule.to, status: 200, location: undefined },
  ]);
  expect(page.url()).toBe(rule.to);
  await expect(page.getByRole('heading', { level: 1, name: 'Un autre site' })).toBeVisible();
});

test("the portal's own navigation to a ruled page leaves for the other website at once", async ({
  page,
}) => {
  await answerTheOtherWebsite(page);
  await page.goto('/fr/stadmobiel/auth/authorize');
  const pages: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) pages.push(request.url());
  });

  await page.getByRole('link', { name: 'Aller à la page de connexion' }).click();

  await expect(page).toHaveURL(rule.to);
  await expect(page.getByRole('heading', { level: 1, name: 'Un autre site' })).toBeVisible();
  // A full browser navigation, straight to the target: the moved page was never asked for.
  expect(pages).toEqual([rule.to]);
});
