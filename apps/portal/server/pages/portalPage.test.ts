import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { routeRulesSchema } from '@lease/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestPortal,
  TEST_ASSET,
  TEST_INDEX_HTML,
  type TestPortal,
} from '../testing/testPortal.ts';
import { CSP_NONCE_PLACEHOLDER } from '../../src/lib/portalServerCalls.ts';

const html = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/** The nonce that a portal page's policy admits for styles. */
function styleNonceOf(response: Response): string | undefined {
  const policy = response.headers.get('content-security-policy') ?? '';
  return /style-src 'self' 'nonce-([A-Za-z0-9+/=]+)'(;|$)/.exec(policy)?.[1];
}

describe("the portal's page", () => {
  let portal: TestPortal;
  beforeAll(() => {
    portal = startTestPortal();
  });
  afterAll(() => portal.close());

  it.each(['/nl/horizon/auth/login', '/', '/en/polder/calculator/12/types', '/nl/horizon/'])(
    'is the answer to the page %s, uncached, with the security headers',
    async (path) => {
      const response = await portal.request(path, { headers: html });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(styleNonceOf(response)).toBeDefined();
      // A client's page gets that client's name as its title (firstPaint.test.ts); else as built.
      const page = await response.text();
      expect(
        page.replace(/<title>[^<]*<\/title>/, '<title>Lease portal (test build)</title>'),
      ).toBe(TEST_INDEX_HTML);
    },
  );

  it('is never answered from a cache: no ETag, so never a 304', async () => {
    const first = await portal.request('/index.html');
    expect(first.headers.get('etag')).toBeNull();
    const again = await portal.request('/index.html', { headers: { 'If-None-Match': '*' } });
    expect(again.status).toBe(200);
  });

  it.each([
    ['any type', { Accept: '*/*' }],
    ['no Accept header', {}],
  ])('is served to a plain HTTP client that accepts %s', async (_case, headers) => {
    const response = await portal.request('/nl/horizon/auth/login', { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
  });

  it('is not the answer to a request that changes something', async () => {
    const response = await portal.request('/nl/horizon/auth/login', { method: 'POST' });
    expect(response.status).toBe(404);
  });
});

describe('the CSP nonce of the portal page', () => {
  let portal: TestPortal;
  beforeAll(() => {
    portal = startTestPortal();
    writeFileSync(
      join(portal.staticDir, 'index.html'),
      `<!doctype html><meta name="csp-nonce" content="${CSP_NONCE_PLACEHOLDER}"><title>t</title>`,
    );
  });
  afterAll(() => portal.close());

  async function page() {
    const response = await portal.request('/nl/horizon/auth/login', { headers: html });
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
    const asset = await portal.request(TEST_ASSET.path);
    expect(asset.headers.get('content-security-policy')).toContain("style-src 'self';");
  });
});

describe('the portal page, compressed per response', () => {
  let portal: TestPortal;
  const page = (nonce: string) =>
    `<!doctype html><meta name="csp-nonce" content="${nonce}"><title>Lease portal</title>\n` +
    Array.from({ length: 60 }, (_, i) => `<link rel="modulepreload" href="/assets/c${i}.js">`).join(
      '\n',
    );
  beforeAll(() => {
    portal = startTestPortal();
    writeFileSync(join(portal.staticDir, 'index.html'), page(CSP_NONCE_PLACEHOLDER));
  });
  afterAll(() => portal.close());

  it('carries a fresh nonce in a compressed body, never cached', async () => {
    // Outside a client: a client's page also gets its first paint (firstPaint.test.ts).
    const response = await portal.request('/nl', {
      headers: { Accept: 'text/html', 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('etag')).toBeNull();
    const body = gunzipSync(Buffer.from(await response.arrayBuffer())).toString();
    const nonce = /content="([A-Za-z0-9+/=]{24})"/.exec(body)?.[1] ?? '';
    expect(body).toBe(page(nonce));
    expect(response.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
  });

  it('is sent as it is to a client that accepts no coding', async () => {
    const response = await portal.request('/', { headers: { Accept: 'text/html' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await response.text()).toMatch(/^<!doctype html>/);
  });
});

describe('before the portal is built', () => {
  let portal: TestPortal;
  beforeAll(() => {
    portal = startTestPortal({ withoutPortal: true });
  });
  afterAll(() => portal.close());

  it('answers pages with a 503 that says to build the portal', async () => {
    const response = await portal.request('/nl/horizon/auth/login', { headers: html });
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toMatch(/build/);
  });
});

describe('server route rules', () => {
  const rules = routeRulesSchema.parse([
    { from: '/nl/horizon/actie', to: 'https://www.example.com/actie' },
    { from: '/nl/horizon/oud/*', to: '/nl/horizon/calculator', status: 301 },
  ]);
  let portal: TestPortal;
  beforeAll(() => {
    portal = startTestPortal({ routeRules: rules });
    writeFileSync(
      join(portal.staticDir, 'index.html'),
      '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div></body></html>',
    );
  });
  afterAll(() => portal.close());

  const page = (path: string) => portal.request(path, { headers: { Accept: 'text/html' } });

  it('answers a page a rule moves with its redirect, absolute or inside the portal', async () => {
    const away = await page('/nl/horizon/actie');
    expect(away.status).toBe(302);
    expect(away.headers.get('location')).toBe('https://www.example.com/actie');
    const moved = await page('/nl/horizon/oud/autos/12');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/nl/horizon/calculator');
  });

  it('tells the portal its rules in every page, for the navigations that stay in the browser', async () => {
    const response = await page('/nl/horizon/auth/login');
    expect(response.status).toBe(200);
    const json = /<script type="application\/json" id="route-rules">(.*?)<\/script>/.exec(
      await response.text(),
    )?.[1];
    expect(routeRulesSchema.parse(JSON.parse(json ?? 'null'))).toEqual(rules);
  });

  it('leaves the API alone', async () => {
    const response = await portal.request('/api/GetStyling?cClient=horizon');
    expect(response.status).toBe(200);
  });
});
