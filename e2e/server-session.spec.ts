import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { demoAccount, demoDriver } from './support/demoAccounts.ts';
import { logIn } from './support/logIn.ts';
import { startPortalServer } from './support/portalServerProcess.ts';
import { BASE_URL } from './support/servers.ts';
import {
  PORTAL_CALL as OWN_CALL,
  PORTAL_REQUEST_HEADER,
  SESSION_COOKIE,
  sessionCookie,
  storedTokens,
} from './support/serverSession.ts';
import { expect, test } from './support/test.ts';

test('the session is an HttpOnly, SameSite=Lax cookie for the token’s lifetime, not Secure over http', async ({
  page,
  context,
}) => {
  await logIn(page, demoDriver('horizon'));

  const cookie = await sessionCookie(context);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: false, path: '/' });
  expect(cookie.domain).toBe(new URL(BASE_URL).hostname);
  // The lease API's tokens live 8 hours; the cookie as long (give or take the test's run time).
  const hours = (cookie.expires * 1000 - Date.now()) / 3_600_000;
  expect(hours).toBeGreaterThan(7.9);
  expect(hours).toBeLessThanOrEqual(8);
  expect(await page.evaluate(() => document.cookie)).not.toContain(SESSION_COOKIE);
});

test('no script can reach the lease token: not in storage, cookies or the token calls’ answers', async ({
  page,
  context,
}) => {
  const loginAnswer = page.waitForResponse('**/api/CheckLogin');
  const choiceAnswer = page.waitForResponse('**/api/GetKeuzeToken');
  await logIn(page, demoDriver('horizon'));
  const answers = [await (await loginAnswer).text(), await (await choiceAnswer).text()];

  // What the page holds in place of a token: its claims, header and payload without signature.
  for (const answer of answers) {
    expect((JSON.parse(answer) as { Token: string }).Token).toMatch(/^[\w-]+\.[\w-]+\.$/);
  }
  const claims = await page.evaluate(() => localStorage.getItem('claims'));
  expect(claims).toMatch(/^[\w-]+\.[\w-]+\.$/);
  // The real token is on the portal server, under the same claims, with its signature.
  const token = storedTokens().find((stored) => stored.startsWith(claims ?? '-'));
  const signature = token?.split('.')[2] ?? '';
  expect(signature).not.toBe('');

  const reachable = await page.evaluate(() =>
    JSON.stringify({
      local: { ...localStorage },
      session: { ...sessionStorage },
      cookies: document.cookie,
    }),
  );
  for (const text of [reachable, ...answers]) expect(text).not.toContain(signature);

  // And the claims open nothing at the lease API.
  const withClaims = await context.request.get('/api/GetBerijderDetails', {
    headers: { Authorization: `Bearer ${claims ?? ''}` },
  });
  expect(withClaims.status()).toBe(401);
});

test.describe('logout', () => {
  // The home page may still be starting parts of itself when the driver logs out; their calls
  // are refused, and the browser notes that itself.
  test.use({ expectedConsoleErrors: [/status of 401/] });

  test('after logout the old cookie opens nothing, for the API or in a browser', async ({
    page,
    context,
    browser,
    playwright,
  }) => {
    await logIn(page, demoDriver('polder'));
    // Everything a thief could copy from this browser: the cookie and local storage.
    const stolen = await context.storageState();
    const replay = await playwright.request.newContext({ baseURL: BASE_URL, storageState: stolen });
    const profile = () => replay.get('/api/GetBerijderDetails', { headers: OWN_CALL });
    expect((await profile()).status()).toBe(200);

    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await expect(page).toHaveURL('/nl/polder/auth/login');

    const refused = await profile();
    expect(refused.status()).toBe(401);
    expect(await refused.json()).toMatchObject({ cStatus: 'error' });
    await replay.dispose();

    const thief = await browser.newContext({ storageState: stolen });
    const thiefPage = await thief.newPage();
    await thiefPage.goto('/nl/polder');
    await expect(thiefPage).toHaveURL('/nl/polder/auth/login');
    await thief.close();
  });
});

/** A page on another origin, as a site that wants to act with the driver's cookie would serve. */
async function otherSite(): Promise<Server> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html' });
    response.end('<!doctype html><title>Elsewhere</title><h1>Elsewhere</h1>');
  });
  server.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  return server;
}

/** The driver's settings, as the portal reads them. */
async function settingsOf(page: Page): Promise<unknown> {
  const answer = await page.context().request.get('/api/GetSettings', { headers: OWN_CALL });
  expect(answer.status()).toBe(200);
  return answer.json();
}

/** A JSON body a form can send with `enctype="text/plain"`: `name=value` with `=` inside a string. */
const FORGED_SETTINGS = {
  name: '{"nBelastingPercentage":49.5,"bAlleenZakelijk":true,"x":"',
  value: '"}',
};

for (const host of ['localhost', '127.0.0.1']) {
  const site = host === 'localhost' ? 'another site' : 'another origin on the same site';
  test.describe(`a page on ${site}`, () => {
    // The browser notes the refused calls itself.
    test.use({
      expectedConsoleErrors: [/status of 403|CORS policy|Failed to fetch|net::ERR_FAILED/],
    });

    let elsewhere: Server;
    test.beforeAll(async () => {
      elsewhere = await otherSite();
    });
    test.afterAll(() => {
      elsewhere.close();
    });
    const elsewhereUrl = () => `http://${host}:${(elsewhere.address() as AddressInfo).port}/`;

    test('cannot change anything with the driver’s session by a form post', async ({ page }) => {
      await logIn(page, demoDriver('zonnig'));
      const before = await settingsOf(page);

      await page.goto(elsewhereUrl());
      const answer = page.waitForResponse(`${BASE_URL}/api/SetSettings`);
      await page.evaluate(
        ({ target, field }) => {
          const form = document.createElement('form');
          form.method = 'POST';
          form.action = target;
          form.enctype = 'text/plain';
          const input = document.createElement('input');
          input.name = field.name;
          input.value = field.value;
          form.append(input);
          document.body.append(form);
          form.submit();
        },
        { target: `${BASE_URL}/api/SetSettings`, field: FORGED_SETTINGS },
      );
      expect((await answer).status()).toBe(403);
      await page.waitForURL(`${BASE_URL}/api/SetSettings`);

      expect(await settingsOf(page)).toEqual(before);
    });

    test('cannot change anything with the driver’s session by fetch', async ({ page }) => {
      await logIn(page, demoDriver('zonnig'));
      const before = await settingsOf(page);

      await page.goto(elsewhereUrl());
      const target = `${BASE_URL}/api/SetSettings`;
      const simple = page.waitForResponse(target);
      const body = `${FORGED_SETTINGS.name}=${FORGED_SETTINGS.value}`;
      await page.evaluate(
        ({ target, body }) =>
          fetch(target, { method: 'POST', mode: 'no-cors', credentials: 'include', body }),
        { target, body },
      );
      expect((await simple).status()).toBe(403);
      // With the portal's header the browser must ask first, and is never allowed.
      const withHeader = await page.evaluate(
        ({ target, header }) =>
          fetch(target, {
            method: 'POST',
            credentials: 'include',
            headers: { [header]: '1', 'Content-Type': 'application/json' },
            body: '{"nBelastingPercentage":49.5,"bAlleenZakelijk":true}',
          }).then(
            () => 'answered',
            () => 'blocked',
          ),
        { target, header: PORTAL_REQUEST_HEADER },
      );
      expect(withHeader).toBe('blocked');

      expect(await settingsOf(page)).toEqual(before);
    });
  });
}

test.describe('two portal server processes', () => {
  // The first process refuses the session the second ended; the browser notes the 401 itself.
  test.use({ expectedConsoleErrors: [/status of 401/] });

  test('share one session store: log in through one, go on through the other', async ({
    page,
    context,
  }) => {
    const second = await startPortalServer();
    try {
      // The cookie is the host's, whatever the port: the second process gets it as a load
      // balancer's second backend would.
      const viaSecond = (path: string) =>
        context.request.get(`${second.url}${path}`, { headers: OWN_CALL });
      expect((await viaSecond('/api/GetBerijderDetails')).status()).toBe(401);

      const driver = demoAccount('sanne@horizon.example');
      await logIn(page, driver, { landsOn: '/nl/horizon/auth/choose' });
      await page
        .getByRole('button', { name: /^Verder als/ })
        .first()
        .click();
      await expect(page).toHaveURL('/nl/horizon');

      const profile = await viaSecond('/api/GetBerijderDetails');
      expect(profile.status()).toBe(200);
      expect(await profile.json()).toMatchObject({ cBerijdernaam: driver.driverName });

      // Logging out through the second ends the session for the first as well, even for a
      // browser that kept the cookie.
      const cookie = await sessionCookie(context);
      const logout = await context.request.post(`${second.url}/session/logout`, {
        headers: { ...OWN_CALL, Origin: second.url },
      });
      expect(logout.status()).toBe(204);
      await context.addCookies([cookie]);
      await page.goto('/nl/horizon/settings');
      await expect(page).toHaveURL('/nl/horizon/auth/login');
    } finally {
      await second.stop();
    }
  });
});
