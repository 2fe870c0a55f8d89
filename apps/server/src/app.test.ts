import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@lease/api/contract';
import { createLogger } from './http/createLogger.ts';
import { startTestServer, type TestServer } from './testing/startTestServer.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A server whose log lines are collected, parsed, for the test to inspect. */
async function startWithLogs() {
  const lines: string[] = [];
  const started = await startTestServer({
    logger: createLogger('info', (line) => lines.push(line)),
  });
  server = started;
  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { url: started.url, db: started.db, lines, entries };
}

describe('the API around its calls', () => {
  // Read-only checks share one server; tests that break data or read logs start their own.
  let shared: TestServer;
  beforeAll(async () => {
    shared = await startTestServer();
  });
  afterAll(() => shared.close());

  it.each(['/api/DoesNotExist', '/api', '/api/', '/api-mapi/ticket/nope', '/api-news/nope'])(
    'answers the unknown call %s with 404 error JSON, never the portal page',
    async (path) => {
      const response = await fetch(`${shared.url}${path}`, { headers: { Accept: 'text/html' } });
      expect(response.status).toBe(404);
      const error = apiErrorBodySchema.parse(await response.json());
      expect(error.cStatus).toBe('error');
      expect(error.cOpmerking).not.toBe('');
    },
  );

  it.each(['/nl/horizon/auth/login', '/', '/assets/index-3f2a9c1d.js', '/build/latest.json'])(
    'says plainly that %s is not an API path: no page, no file',
    async (path) => {
      const response = await fetch(`${shared.url}${path}`, { headers: { Accept: 'text/html' } });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await response.text()).toMatch(/only under \/api\//);
    },
  );

  it('answers an unknown POST with 404 error JSON', async () => {
    const response = await fetch(`${shared.url}/api/SetNothing`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(404);
    expect(apiErrorBodySchema.parse(await response.json()).cStatus).toBe('error');
  });

  it('marks API answers as not cacheable', async () => {
    const response = await fetch(`${shared.url}/api/GetStyling`);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('turns a failure inside a call into a 500 without details, logs it, and keeps serving', async () => {
    const { url, db, entries } = await startWithLogs();
    // Break the data under the call: the default client's styling is gone.
    db.exec('DELETE FROM clients');
    const response = await fetch(`${url}/api/GetStyling`);
    expect(response.status).toBe(500);
    const error = apiErrorBodySchema.parse(await response.json());
    expect(error.cStatus).toBe('error');
    expect(error.cOpmerking).not.toMatch(/horizon|styling|Error/);
    expect(entries()).toContainEqual(
      expect.objectContaining({ level: 'error', path: '/api/GetStyling' }),
    );

    const next = await fetch(`${url}/api/CheckLogin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ cClient: 'horizon', cGebruikersnaam: 'x', cWachtwoord: 'y' }),
    });
    expect(next.status).toBe(200);
  });

  it('refuses a body over 1 MiB with 413 error JSON', async () => {
    const response = await fetch(`${shared.url}/api/CheckLogin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ cClient: 'horizon', padding: 'x'.repeat(1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(apiErrorBodySchema.parse(await response.json()).cVeld).toBe('body');
  });

  /** A body sent in chunks, without Content-Length, as a streaming client sends it. */
  const chunked = (text: string) =>
    fetch(`${shared.url}/api/CheckLogin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new Blob([text]).stream(),
      duplex: 'half',
    } as RequestInit);

  it('counts a chunked body while it streams: 413 past 1 MiB, read as usual below', async () => {
    const large = await chunked(
      JSON.stringify({ cClient: 'horizon', padding: 'x'.repeat(1024 * 1024) }),
    );
    expect(large.status).toBe(413);
    expect(apiErrorBodySchema.parse(await large.json()).cVeld).toBe('body');
    const small = await chunked(JSON.stringify({ cClient: 'horizon', cGebruikersnaam: 'x' }));
    // Read and validated like any body: the missing password is named.
    expect(small.status).toBe(400);
    expect(apiErrorBodySchema.parse(await small.json()).cVeld).toBe('cWachtwoord');
  });

  it('answers a path with broken percent-encoding without a 500', async () => {
    for (const path of ['/nl/%E0%A4%A', '/api/%E0%A4%A', '/%00']) {
      const response = await fetch(`${shared.url}${path}`, { headers: { Accept: 'text/html' } });
      expect(response.status).toBeLessThan(500);
    }
  });
});

describe('request logs', () => {
  it('log method, path, status and duration as JSON lines, without query, token or password', async () => {
    const { url, lines, entries } = await startWithLogs();
    await fetch(`${url}/api/GetStyling?cClient=polder&email=jan%2Bx@example.com`);
    const login = await fetch(`${url}/api/CheckLogin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        cClient: 'horizon',
        cGebruikersnaam: 'jan@horizon.example',
        cWachtwoord: 'demo1234',
      }),
    });
    const { Token } = (await login.json()) as { Token: string };

    expect(entries()).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/api/GetStyling',
        status: 200,
        ms: expect.any(Number),
      }),
      expect.objectContaining({
        method: 'POST',
        path: '/api/CheckLogin',
        status: 200,
        ms: expect.any(Number),
      }),
    ]);
    const all = lines.join('\n');
    for (const secret of ['cClient=', 'polder', 'jan', 'demo1234', Token]) {
      expect(all).not.toContain(secret);
    }
  });

  it('write nothing when the level is silent', async () => {
    const lines: string[] = [];
    server = await startTestServer({ logger: createLogger('silent', (line) => lines.push(line)) });
    await fetch(`${server.url}/api/GetStyling`);
    await fetch(`${server.url}/api/Nope`);
    expect(lines).toEqual([]);
  });
});
