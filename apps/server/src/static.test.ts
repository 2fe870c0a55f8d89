import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy } from './http/securityHeaders.ts';
import { CSP_NONCE_PLACEHOLDER } from './static.ts';
import {
  startTestServer,
  TEST_ASSET,
  TEST_INDEX_HTML,
  type TestServer,
} from './testing/startTestServer.ts';

const html = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

function expectSecurityHeaders(response: Response, policy = CONTENT_SECURITY_POLICY) {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('content-security-policy')).toBe(policy);
}

/** The nonce that a portal page's policy admits for styles. */
function styleNonceOf(response: Response): string | undefined {
  const policy = response.headers.get('content-security-policy') ?? '';
  return /style-src 'self' 'nonce-([A-Za-z0-9+/=]+)'(;|$)/.exec(policy)?.[1];
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
      const nonce = styleNonceOf(response);
      expect(nonce).toBeDefined();
      expectSecurityHeaders(response, contentSecurityPolicy(nonce));
      // A client's page gets that client's name as its title (firstPaint.test.ts); else as built.
      const page = await response.text();
      expect(
        page.replace(/<title>[^<]*<\/title>/, '<title>Lease portal (test build)</title>'),
      ).toBe(TEST_INDEX_HTML);
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
    const first = await fetch(`${server.url}${TEST_ASSET.path}`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${server.url}${TEST_ASSET.path}`, {
      headers: { 'If-None-Match': etag ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('never answers the portal page from a cache: no ETag, so never a 304', async () => {
    const first = await fetch(`${server.url}/index.html`);
    expect(first.headers.get('etag')).toBeNull();
    const again = await fetch(`${server.url}/index.html`, { headers: { 'If-None-Match': '*' } });
    expect(again.status).toBe(200);
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

  it("never serves the build's own papers in dot-folders (its manifest)", async () => {
    mkdirSync(join(server.staticDir, '.vite'), { recursive: true });
    writeFileSync(join(server.staticDir, '.vite', 'manifest.json'), '{"index.html":{}}');
    for (const path of ['/.vite/manifest.json', '/assets/../.vite/manifest.json']) {
      const response = await fetch(`${server.url}${path}`, { headers: html });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('index.html');
    }
  });

  it('puts the security headers on API answers and errors too', async () => {
    expectSecurityHeaders(await fetch(`${server.url}/api/GetStyling`));
    expectSecurityHeaders(await fetch(`${server.url}/api/Nope`));
  });
});

describe('the CSP nonce of the portal page', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    writeFileSync(
      join(server.staticDir, 'index.html'),
      `<!doctype html><meta name="csp-nonce" content="${CSP_NONCE_PLACEHOLDER}"><title>t</title>`,
    );
  });
  afterAll(() => server.close());

  async function page() {
    const response = await fetch(`${server.url}/nl/horizon/auth/login`, { headers: html });
    const body = await response.text();
    const inPage = /<meta name="csp-nonce" content="([^"]+)">/.exec(body)?.[1];
    return { response, body, inPage, inPolicy: styleNonceOf(response) };
  }

  it('is fresh for every page and the same in the page and its policy', async () => {
    const [first, second] = [await page(), await page()];
    for (const { response, body, inPage, inPolicy } of [first, second]) {
      expect(response.status).toBe(200);
      expect(body).not.toContain(CSP_NONCE_PLACEHOLDER);
      // 16 random bytes in base64.
      expect(inPage).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(inPolicy).toBe(inPage);
    }
    expect(first.inPage).not.toBe(second.inPage);
  });

  it('never allows inline styles or scripts without the nonce', async () => {
    const { response } = await page();
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    for (const directive of [
      "script-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ]) {
      expect(policy.split('; ')).toContain(directive);
    }
    // Other answers admit no nonce at all.
    const asset = await fetch(`${server.url}${TEST_ASSET.path}`);
    expect(asset.headers.get('content-security-policy')).toContain("style-src 'self';");
  });
});

describe('the build id files', () => {
  let server: TestServer;
  const latest = '{"id":"b-1","timestamp":1}';
  beforeAll(async () => {
    server = await startTestServer();
    mkdirSync(join(server.staticDir, 'build', 'meta'), { recursive: true });
    writeFileSync(join(server.staticDir, 'build', 'latest.json'), latest);
    writeFileSync(join(server.staticDir, 'build', 'meta', 'b-1.json'), latest);
  });
  afterAll(() => server.close());

  it.each(['/build/latest.json', '/build/meta/b-1.json'])(
    'serves %s as JSON that must be revalidated, not cached for a year',
    async (path) => {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(latest);
    },
  );

  it.each(['/build/meta/unknown.json', '/build/latest', '/build/'])(
    'answers 404 for %s even to a browser, never the portal page',
    async (path) => {
      const response = await fetch(`${server.url}${path}`, { headers: html });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('<title>');
    },
  );
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
