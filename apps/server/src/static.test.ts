import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from './http/securityHeaders.ts';
import {
  startTestServer,
  TEST_ASSET,
  TEST_INDEX_HTML,
  type TestServer,
} from './testing/startTestServer.ts';

const html = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

function expectSecurityHeaders(response: Response) {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
}

describe('serving the built portal', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each(['/nl/horizon/auth/login', '/', '/en/polder/calculator/12/types', '/nl/horizon/'])(
    'serves index.html for the page %s, uncached, with the security headers',
    async (path) => {
      const response = await fetch(`${server.url}${path}`, { headers: html });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expectSecurityHeaders(response);
      expect(await response.text()).toBe(TEST_INDEX_HTML);
    },
  );

  it('serves a hashed asset with a long immutable cache', async () => {
    const response = await fetch(`${server.url}${TEST_ASSET.path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(TEST_ASSET.body);
  });

  it('answers 304 when the browser already has the file', async () => {
    const first = await fetch(`${server.url}/index.html`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${server.url}/index.html`, {
      headers: { 'If-None-Match': etag ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('answers 404, not index.html, for a missing asset even when HTML is accepted', async () => {
    const response = await fetch(`${server.url}/assets/gone-0000.js`, { headers: html });
    expect(response.status).toBe(404);
  });

  it.each([
    ['any type', { Accept: '*/*' }],
    ['no Accept header', {}],
  ])('serves the portal page to a plain HTTP client that accepts %s', async (_case, headers) => {
    const response = await fetch(`${server.url}/nl/horizon/auth/login`, { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
  });

  it('answers 404 for a missing file a browser does not want as a page', async () => {
    const response = await fetch(`${server.url}/missing.png`, { headers: { Accept: 'image/*' } });
    expect(response.status).toBe(404);
  });

  it('never serves files outside the portal folder', async () => {
    // Encoded slashes reach the server as one segment that would climb out: refused.
    for (const path of ['/..%2f..%2fetc%2fpasswd', '/assets/..%2f..%2fpackage.json']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('root:');
    }
    // Encoded dots are normalised by the client to `/etc/passwd` inside the portal folder, where
    // no such file exists: the visitor gets the portal page, never the system file.
    const normalised = await fetch(`${server.url}/%2e%2e/%2e%2e/etc/passwd`);
    const body = await normalised.text();
    expect(body).not.toContain('root:');
    expect(body).toBe(TEST_INDEX_HTML);
  });

  it('puts the security headers on API answers and errors too', async () => {
    expectSecurityHeaders(await fetch(`${server.url}/api/GetStyling`));
    expectSecurityHeaders(await fetch(`${server.url}/api/Nope`));
  });
});

describe('before the portal is built', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ withoutPortal: true });
  });
  afterAll(() => server.close());

  it('answers pages with a 503 that says to build the portal', async () => {
    const response = await fetch(`${server.url}/nl/horizon/auth/login`, { headers: html });
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toMatch(/build/);
  });

  it('still answers the API', async () => {
    const response = await fetch(`${server.url}/api/GetStyling?cClient=polder`);
    expect(response.status).toBe(200);
  });
});
