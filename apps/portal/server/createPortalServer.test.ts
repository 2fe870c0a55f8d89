import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PORTAL_REQUEST_HEADER } from '../src/lib/portalServerCalls.ts';
import { createPortalServer } from './createPortalServer.ts';
import type { Upstream } from './leaseApiUpstream.ts';
import type { SessionStore } from './sessionStore.ts';
import { IN_MEMORY, openSqliteSessionStore } from './sqliteSessionStore.ts';

const PORTAL = 'http://portal.test';
const OWN_CALL = { [PORTAL_REQUEST_HEADER]: '1' };

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** A token shaped like the lease API's: header, claims, signature. */
function leaseToken(claims: object, signature: string): string {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ ...claims, exp })}.${signature}`;
}

const LOGIN_TOKEN = leaseToken({ sub: '1', client: 'horizon', Level: 1 }, 'login-signature');
const CHOSEN_TOKEN = leaseToken(
  { sub: '1', client: 'horizon', Level: 1, nBerijderID: 7 },
  'chosen-signature',
);

/** A stand-in lease API that knows the two tokens above and records what reached it. */
function fakeLeaseApi() {
  const seen: Request[] = [];
  let settings = 'old';
  const api = new Hono();
  const authorized = (request: Request) =>
    [LOGIN_TOKEN, CHOSEN_TOKEN].some((t) => request.headers.get('authorization') === `Bearer ${t}`);
  api.post('/api/CheckLogin', (c) => c.json({ bMagDoor: true, cLevel: '1', Token: LOGIN_TOKEN }));
  api.post('/api/GetKeuzeToken', (c) =>
    authorized(c.req.raw) ? c.json({ bMagDoor: true, Token: CHOSEN_TOKEN }) : c.json({}, 401),
  );
  api.get('/api/GetSettings', (c) =>
    authorized(c.req.raw)
      ? c.json({ settings })
      : c.json({ cStatus: 'error', cOpmerking: 'Log in again.' }, 401),
  );
  // A lease API that refuses a token the older way: 400 with the body `Unauthorized`.
  api.get('/api/GetNews', (c) =>
    authorized(c.req.raw) ? c.text('Unauthorized', 400) : c.json({ cStatus: 'error' }, 401),
  );
  api.post('/api/SetSettings', (c) => {
    if (!authorized(c.req.raw)) return c.json({ cStatus: 'error', cOpmerking: 'no' }, 401);
    settings = 'new';
    return c.json({ cStatus: 'ok' });
  });
  api.get('/api/CompressedLogin', () => {
    const body = brotliCompressSync(JSON.stringify({ bMagDoor: true, Token: LOGIN_TOKEN }));
    return new Response(body, {
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'br' },
    });
  });
  const upstream: Upstream = async ({ method, pathAndQuery, headers, body }) => {
    const request = new Request(`http://lease.internal${pathAndQuery}`, {
      method,
      headers,
      body,
      ...(body ? { duplex: 'half' } : {}),
    } as RequestInit);
    seen.push(request.clone());
    return api.fetch(request);
  };
  return { upstream, seen, settings: () => settings };
}

function cookieOf(response: Response): string {
  const header = response.headers.get('set-cookie') ?? '';
  return header.split(';')[0] ?? '';
}

describe('the portal server', () => {
  let sessions: SessionStore;
  let lease: ReturnType<typeof fakeLeaseApi>;
  let portal: ReturnType<typeof createPortalServer>;
  let staticDir: string;
  beforeEach(() => {
    sessions = openSqliteSessionStore(IN_MEMORY);
    lease = fakeLeaseApi();
    staticDir = mkdtempSync(join(tmpdir(), 'lease-portal-'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>portal</title>');
    portal = createPortalServer({ upstream: lease.upstream, sessions, staticDir });
  });
  afterEach(() => {
    sessions.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const ownPost = (path: string, cookie = '', body = '{}') =>
    portal.request(`${PORTAL}${path}`, {
      method: 'POST',
      headers: { ...OWN_CALL, Origin: PORTAL, 'Content-Type': 'application/json', Cookie: cookie },
      body,
    });

  it('keeps the login token and gives the browser only its claims and a cookie', async () => {
    const answer = await ownPost('/api/CheckLogin');
    const body = (await answer.json()) as { Token: string; bMagDoor: boolean };
    const [header, payload] = LOGIN_TOKEN.split('.');
    expect(body).toEqual({ bMagDoor: true, cLevel: '1', Token: `${header}.${payload}.` });
    expect(JSON.stringify(body)).not.toContain('login-signature');
    expect(answer.headers.get('set-cookie')).toMatch(
      /^lease_session=[\w-]{43}; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/,
    );
  });

  it('reads a compressed answer too, before anything reaches the browser', async () => {
    const answer = await portal.request(`${PORTAL}/api/CompressedLogin`, { headers: OWN_CALL });
    const text = await answer.text();
    expect(text).not.toContain('login-signature');
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(cookieOf(answer)).toMatch(/^lease_session=/);
  });

  it("adds the session's token to the portal's own calls, and only to those", async () => {
    const cookie = cookieOf(await ownPost('/api/CheckLogin'));
    const own = await portal.request(`${PORTAL}/api/GetSettings`, {
      headers: { ...OWN_CALL, Cookie: cookie },
    });
    expect(own.status).toBe(200);
    expect(lease.seen.at(-1)?.headers.get('authorization')).toBe(`Bearer ${LOGIN_TOKEN}`);
    expect(lease.seen.at(-1)?.headers.get('cookie')).toBeNull();

    const other = await portal.request(`${PORTAL}/api/GetSettings`, {
      headers: { Cookie: cookie },
    });
    expect(other.status).toBe(401);
    expect(lease.seen.at(-1)?.headers.get('authorization')).toBeNull();
  });

  it('passes a call with its own Authorization on untouched, whatever the cookie', async () => {
    const cookie = cookieOf(await ownPost('/api/CheckLogin'));
    const answer = await portal.request(`${PORTAL}/api/GetKeuzeToken`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${LOGIN_TOKEN}`, Cookie: cookie, ...OWN_CALL },
    });
    // A caller with its own token gets its answer as the lease API gave it.
    expect(((await answer.json()) as { Token: string }).Token).toBe(CHOSEN_TOKEN);
    expect(answer.headers.get('set-cookie')).toBeNull();
  });

  it('gives a new session id on the choice; the id from the login opens nothing after', async () => {
    const loginCookie = cookieOf(await ownPost('/api/CheckLogin'));
    const choice = await ownPost('/api/GetKeuzeToken', loginCookie);
    const chosenCookie = cookieOf(choice);
    expect(chosenCookie).toMatch(/^lease_session=/);
    expect(chosenCookie).not.toBe(loginCookie);
    const [header, payload] = CHOSEN_TOKEN.split('.');
    expect(((await choice.json()) as { Token: string }).Token).toBe(`${header}.${payload}.`);

    const replay = await portal.request(`${PORTAL}/api/GetSettings`, {
      headers: { ...OWN_CALL, Cookie: loginCookie },
    });
    expect(replay.status).toBe(401);
    expect(replay.headers.get('set-cookie')).toMatch(/^lease_session=; Max-Age=0/);
  });

  it('forgets the session when the lease API refuses its token with a 400 `Unauthorized`', async () => {
    const cookie = cookieOf(await ownPost('/api/CheckLogin'));
    const refused = await portal.request(`${PORTAL}/api/GetNews`, {
      headers: { ...OWN_CALL, Cookie: cookie },
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toBe('Unauthorized');
    expect(refused.headers.get('set-cookie')).toMatch(/^lease_session=; Max-Age=0/);
    const replay = await portal.request(`${PORTAL}/api/GetSettings`, {
      headers: { ...OWN_CALL, Cookie: cookie },
    });
    expect(replay.status).toBe(401);
    expect(lease.seen.at(-1)?.headers.get('authorization')).toBeNull();
  });

  it('ends the session on logout: the old cookie is refused after', async () => {
    const cookie = cookieOf(await ownPost('/api/CheckLogin'));
    const logout = await ownPost('/session/logout', cookie);
    expect(logout.status).toBe(204);
    expect(logout.headers.get('set-cookie')).toMatch(/^lease_session=; Max-Age=0/);
    const replay = await portal.request(`${PORTAL}/api/GetSettings`, {
      headers: { ...OWN_CALL, Cookie: cookie },
    });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ cStatus: 'error', cOpmerking: 'Log in again.' });
  });

  it('has the browser forget a session the server no longer has when it asks for a page', async () => {
    const cookie = cookieOf(await ownPost('/api/CheckLogin'));
    const page = (headers: Record<string, string>) =>
      portal.request(`${PORTAL}/nl/horizon`, {
        headers: { Accept: 'text/html', Cookie: cookie, ...headers },
      });
    expect((await page({})).headers.get('clear-site-data')).toBeNull();
    await ownPost('/session/logout', cookie);
    const after = await page({});
    expect(after.status).toBe(200);
    expect(after.headers.get('clear-site-data')).toBe('"storage"');
    expect(after.headers.get('set-cookie')).toMatch(/^lease_session=; Max-Age=0/);
  });

  it.each([
    ['another Origin', { ...OWN_CALL, Origin: 'http://evil.test' }],
    ['no portal header', { Origin: PORTAL }],
    ['no Origin and a cross-site fetch', { ...OWN_CALL, 'Sec-Fetch-Site': 'cross-site' }],
  ])('refuses a change with the session from %s, and nothing changes', async (_, headers) => {
    const cookie = cookieOf(await ownPost('/api/CheckLogin'));
    const seenBefore = lease.seen.length;
    const answer = await portal.request(`${PORTAL}/api/SetSettings`, {
      method: 'POST',
      headers: { ...headers, Cookie: cookie, 'Content-Type': 'text/plain' },
      body: '{}',
    });
    expect(answer.status).toBe(403);
    expect(((await answer.json()) as { cOpmerking: string }).cOpmerking).toMatch(/^Refused/);
    expect(lease.seen.length).toBe(seenBefore);
    expect(lease.settings()).toBe('old');
  });

  it('lets a same-origin change without Origin through by Sec-Fetch-Site', async () => {
    const cookie = cookieOf(await ownPost('/api/CheckLogin'));
    const answer = await portal.request(`${PORTAL}/api/SetSettings`, {
      method: 'POST',
      headers: { ...OWN_CALL, 'Sec-Fetch-Site': 'same-origin', Cookie: cookie },
      body: '{}',
    });
    expect(answer.status).toBe(200);
    expect(lease.settings()).toBe('new');
  });

  it('refuses a cross-site form post even without a cookie, so no login can be forced', async () => {
    const answer = await portal.request(`${PORTAL}/api/CheckLogin`, {
      method: 'POST',
      headers: { Origin: 'http://evil.test', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'a=b',
    });
    expect(answer.status).toBe(403);
  });

  it('lets a script without browser headers log in as before', async () => {
    const answer = await portal.request(`${PORTAL}/api/CheckLogin`, { method: 'POST', body: '{}' });
    expect(((await answer.json()) as { Token: string }).Token).toBe(LOGIN_TOKEN);
    expect(answer.headers.get('set-cookie')).toBeNull();
  });

  it('never grants a CORS preflight', async () => {
    const answer = await portal.request(`${PORTAL}/api/SetSettings`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://evil.test',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': PORTAL_REQUEST_HEADER,
      },
    });
    expect(answer.status).toBe(403);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('tells the lease API the browser’s address, never one the browser claims', async () => {
    await portal.request(`${PORTAL}/api/GetSettings`, {
      headers: { 'X-Forwarded-For': '6.6.6.6' },
    });
    expect(lease.seen.at(-1)?.headers.get('x-forwarded-for')).toBeNull();
  });

  it('sets a Secure __Host- cookie over HTTPS and reads only that one', async () => {
    const https = 'https://portal.test';
    const answer = await portal.request(`${https}/api/CheckLogin`, {
      method: 'POST',
      headers: { ...OWN_CALL, Origin: https },
      body: '{}',
    });
    expect(answer.headers.get('set-cookie')).toMatch(
      /^__Host-lease_session=[\w-]{43}; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    const id = cookieOf(answer).split('=')[1];
    const plain = await portal.request(`${https}/api/GetSettings`, {
      headers: { ...OWN_CALL, Cookie: `lease_session=${id}` },
    });
    expect(plain.status).toBe(401);
    const prefixed = await portal.request(`${https}/api/GetSettings`, {
      headers: { ...OWN_CALL, Cookie: `__Host-lease_session=${id}` },
    });
    expect(prefixed.status).toBe(200);
  });
});
