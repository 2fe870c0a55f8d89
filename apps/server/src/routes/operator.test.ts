import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailBrand } from '../mail/mailBrand.ts';
import { markMailSent, claimDueMail, recordMailFailure } from '../mail/outboxClaims.ts';
import { queueMail } from '../mail/queueMail.ts';
import { renderMail } from '../mail/renderMail.ts';
import { OUTBOX_PAGE_SIZE } from '../operator/outboxListing.ts';
import { QUICK_LOGIN_THROTTLE } from '../testing/quickLoginThrottle.ts';
import { startTestServer, type TestServer } from '../testing/startTestServer.ts';

const PASSWORD = 'a-long-operator-password';
const AUTHORIZATION = `Basic ${Buffer.from(`operator:${PASSWORD}`).toString('base64')}`;

let server: TestServer;
let withoutPages: TestServer;
beforeAll(async () => {
  [server, withoutPages] = await Promise.all([
    startTestServer({ operatorPassword: PASSWORD }),
    startTestServer(),
  ]);
});
afterAll(() => Promise.all([server.close(), withoutPages.close()]));

function open(path: string, headers: Record<string, string> = {}) {
  return fetch(`${server.url}${path}`, {
    headers: { authorization: AUTHORIZATION, 'accept-language': 'en', ...headers },
  });
}

/** A mail in the outbox as a route writes it, with the subject given. */
function queueTestMail(key: string, subject: string, recipient = 'driver@horizon.example') {
  const rendered = renderMail(
    { subject, heading: subject, paragraphs: [`Body of ${key}.`], facts: [] },
    mailBrand(server.db, 'horizon'),
    'en',
  );
  queueMail(
    server.db,
    {
      kind: 'order_status',
      clientCode: 'horizon',
      recipient,
      language: 'en',
      dedupeKey: `operator-test:${key}`,
      ...rendered,
    },
    Date.now(),
  );
}

/** The rows of the page's table, as text per cell. */
function tableRows(page: string): string[][] {
  const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(page)?.[1] ?? '';
  return [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...(row[1] ?? '').matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((cell) =>
      (cell[1] ?? '').replace(/<[^>]+>/g, '').trim(),
    ),
  );
}

describe('the operator’s outbox pages', () => {
  it('are not there at all without OPERATOR_PASSWORD', async () => {
    const response = await fetch(`${withoutPages.url}/operator/outbox`, {
      headers: { authorization: AUTHORIZATION },
    });
    expect(response.status).toBe(404);
  });

  it('ask for the operator’s password, and refuse a wrong one', async () => {
    const anonymous = await fetch(`${server.url}/operator/outbox`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toMatch(/^Basic realm="Lease API operator"/);
    const wrong = await open('/operator/outbox', {
      authorization: `Basic ${Buffer.from('operator:guess-guess-guess-1').toString('base64')}`,
    });
    expect(wrong.status).toBe(401);
    // A driver's own bearer token is no way in either.
    const driver = await open('/operator/outbox', { authorization: 'Bearer anything' });
    expect(driver.status).toBe(401);
    // Nor does an address under /operator tell whether it exists.
    expect((await fetch(`${server.url}/operator/outbox/1`)).status).toBe(401);
  });

  it('list the mail an access request wrote, with the mail’s parts one click further', async () => {
    const ask = await fetch(
      `${server.url}/api-mapi/ticket/create?email=someone%40horizon.example&client=horizon&environment=driver`,
      { method: 'POST' },
    );
    expect(ask.status).toBe(200);

    const list = await open('/operator/outbox');
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    const page = await list.text();
    expect(page).toContain('<h1>Mail outbox</h1>');
    expect(page).toContain('Not sending: no SMTP_URL is set');
    const row = tableRows(page).find((cells) => cells[1] === 'Access request');
    expect(row?.[2]).toBe('horizon');
    expect(row?.[3]).toMatch(/@/);
    expect(row?.[5]).toMatch(/^Waiting since /);

    // To the client's desk, in the desk's language (Dutch for horizon).
    const id = /<a href="\/operator\/outbox\/(\d+)">Aanvraag voor toegang/.exec(page)?.[1];
    expect(id).toBeDefined();
    const detail = await (await open(`/operator/outbox/${id}`)).text();
    expect(detail).toContain('someone@horizon.example');
    expect(detail).toMatch(/<pre>[\s\S]*someone@horizon\.example[\s\S]*<\/pre>/);

    const part = await open(`/operator/outbox/${id}/html`);
    expect(part.status).toBe(200);
    expect(part.headers.get('content-security-policy')).toMatch(/^sandbox;/);
    expect(await part.text()).toMatch(/^<!doctype html>/i);
  });

  it('show a value as text, never as markup', async () => {
    queueTestMail('markup', '<img src=x onerror=alert(1)> & more');
    const page = await (await open('/operator/outbox')).text();
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; more');
    expect(page).not.toContain('<img');
  });

  it('allow their own style sheet by its hash, and nothing else', async () => {
    const response = await open('/operator/outbox');
    const policy = response.headers.get('content-security-policy') ?? '';
    const style = /<style>([\s\S]*?)<\/style>/.exec(await response.text())?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(policy).toContain(`style-src 'sha256-${hash}'`);
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain('script-src');
  });

  it('speak the operator’s language: the address’s first, then the browser’s', async () => {
    const german = await (
      await open('/operator/outbox', { 'accept-language': 'de-DE,de;q=0.9' })
    ).text();
    expect(german).toContain('<html lang="de">');
    expect(german).toContain('<h1>Postausgang</h1>');
    const french = await (
      await open('/operator/outbox?lang=fr', { 'accept-language': 'de' })
    ).text();
    expect(french).toContain('<h1>Boîte d’envoi</h1>');
    // The links keep the language the address chose.
    expect(french).toContain('href="/operator/outbox?state=sent&amp;lang=fr"');
    const dutch = await (await open('/operator/outbox', { 'accept-language': 'nl' })).text();
    expect(dutch).toContain('<h1>Uitgaande mail</h1>');
    const other = await (await open('/operator/outbox', { 'accept-language': 'es' })).text();
    expect(other).toContain('<h1>Mail outbox</h1>');
  });

  it('filter by state, with each state’s count', async () => {
    queueTestMail('to-send', 'A mail that goes out');
    queueTestMail('to-fail', 'A mail that bounces', 'nobody@horizon.example');
    const at = Date.now();
    for (;;) {
      const claimed = claimDueMail(server.db, 'test', at, 60_000);
      if (!claimed) break;
      if (claimed.subject === 'A mail that goes out') markMailSent(server.db, claimed.id, at);
      else if (claimed.subject === 'A mail that bounces') {
        recordMailFailure(server.db, claimed, 'test', {
          now: at,
          error: '550 No such mailbox here',
          permanent: true,
          random: 0,
        });
      }
    }
    const counts = (page: string) =>
      Object.fromEntries(
        [...page.matchAll(/<a href="[^"]*"[^>]*>(\w[\w ]*) \((\d+)\)<\/a>/g)].map((match) => [
          match[1],
          Number(match[2]),
        ]),
      );

    const sent = await (await open('/operator/outbox?state=sent')).text();
    expect(tableRows(sent).map((cells) => cells[4])).toEqual(['A mail that goes out']);
    const failed = await (await open('/operator/outbox?state=failed')).text();
    expect(tableRows(failed).map((cells) => [cells[4], cells[5]])).toEqual([
      ['A mail that bounces', expect.stringMatching(/^Given up /)],
    ]);
    const all = await (await open('/operator/outbox')).text();
    const shown = counts(all);
    expect(shown.Sent).toBe(1);
    expect(shown['Given up']).toBe(1);
    expect(shown.All).toBe(tableRows(all).length);
    expect(shown.Waiting).toBe(shown.All - 2);
    expect(failed).toContain('<a href="/operator/outbox?state=failed" aria-current="page">');
    // The detail page names why it was given up.
    const id = /outbox\/(\d+)">A mail that bounces/.exec(failed)?.[1];
    expect(await (await open(`/operator/outbox/${id}`)).text()).toContain(
      '550 No such mailbox here',
    );
  });

  it('page back by id, newest first, so a new mail never shifts a page', async () => {
    for (let n = 0; n < OUTBOX_PAGE_SIZE + 5; n++) queueTestMail(`paged-${n}`, `Paged mail ${n}`);
    const first = await (await open('/operator/outbox?state=waiting')).text();
    const firstRows = tableRows(first);
    expect(firstRows).toHaveLength(OUTBOX_PAGE_SIZE);
    expect(firstRows[0]?.[4]).toBe(`Paged mail ${OUTBOX_PAGE_SIZE + 4}`);
    const older = /<a href="([^"]+)">Older mails<\/a>/.exec(first)?.[1]?.replaceAll('&amp;', '&');
    expect(older).toMatch(/^\/operator\/outbox\?state=waiting&before=\d+$/);
    queueTestMail('meanwhile', 'Written meanwhile');
    const second = await (await open(older ?? '')).text();
    const secondSubjects = tableRows(second).map((cells) => cells[4]);
    expect(secondSubjects.slice(0, 5)).toEqual([4, 3, 2, 1, 0].map((n) => `Paged mail ${n}`));
    expect(secondSubjects).not.toContain('Written meanwhile');
    expect(second).toContain('>Newest mails</a>');
  });

  it('answer an address they cannot read with a page that says so', async () => {
    for (const path of ['/operator/outbox?state=lost', '/operator/outbox?before=-1']) {
      const response = await open(path);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('This address is not one of the outbox’s');
    }
    for (const path of ['/operator/outbox/999999', '/operator/outbox/abc', '/operator/elsewhere']) {
      const response = await open(path);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('There is no such mail.');
    }
  });
});

describe('wrong operator passwords', () => {
  let throttled: TestServer;
  beforeAll(async () => {
    throttled = await startTestServer({
      operatorPassword: PASSWORD,
      loginThrottle: QUICK_LOGIN_THROTTLE,
    });
  });
  afterAll(() => throttled.close());

  const basic = (password: string) =>
    `Basic ${Buffer.from(`operator:${password}`).toString('base64')}`;
  const ask = (authorization?: string) =>
    fetch(`${throttled.url}/operator/outbox`, {
      headers: { 'accept-language': 'nl', ...(authorization ? { authorization } : {}) },
    });

  it('make the next attempt wait, even with the right password; being asked costs nothing', async () => {
    // A browser asks without a password first, to be challenged.
    for (let n = 0; n < 5; n++) expect((await ask()).status).toBe(401);
    expect((await ask(basic(PASSWORD))).status).toBe(200);

    expect((await ask(basic('guess-guess-guess-1'))).status).toBe(401);
    expect((await ask(basic('guess-guess-guess-2'))).status).toBe(401);
    const refused = await ask(basic(PASSWORD));

    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.text()).toContain('Te vaak een verkeerd wachtwoord vanaf dit adres');
  });
});
