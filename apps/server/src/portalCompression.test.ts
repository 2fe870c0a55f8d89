import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP_NONCE_PLACEHOLDER } from './static.ts';
import {
  BROWSER_ACCEPT_ENCODING,
  decodedBody,
  rawRequest,
  variesOnCoding,
} from './testing/rawRequest.ts';
import { startTestServer, TEST_ASSET, type TestServer } from './testing/startTestServer.ts';

/** A built script of about 30 kB: large enough to be compressed, varied enough to shrink. */
const SCRIPT = Array.from(
  { length: 400 },
  (_, i) => `export const item${i} = ${JSON.stringify({ id: i, label: `Item ${i}`, odd: i % 2 })};`,
).join('\n');
const SCRIPT_PATH = '/assets/entry-5e1f0a2b.js';

/** A file the build precompressed, its copies distinct from what the server would make. */
const PRECOMPRESSED_PATH = '/assets/prebuilt-77aa11bb.js';
const FROM_THE_BUILD = `/* the build's brotli copy */\n${SCRIPT}`;

/** A file whose gzip copy is older than the file: left over from an earlier build. */
const STALE_COPY_PATH = '/assets/rebuilt-0c0c0c0c.js';

/** An image over the size limit: sent as it is, its format already compresses. */
const IMAGE_PATH = '/assets/photo-9d9d9d9d.png';
const IMAGE = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251));

function get(server: TestServer, path: string, headers: Record<string, string> = {}) {
  return rawRequest(`${server.url}${path}`, { headers });
}

describe('the portal files, compressed', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    const fileAt = (path: string) => join(server.staticDir, path);
    writeFileSync(fileAt(SCRIPT_PATH), SCRIPT);
    writeFileSync(fileAt(IMAGE_PATH), IMAGE);

    const anHourAgo = Date.now() / 1000 - 3600;
    writeFileSync(fileAt(PRECOMPRESSED_PATH), SCRIPT);
    utimesSync(fileAt(PRECOMPRESSED_PATH), anHourAgo, anHourAgo);
    writeFileSync(`${fileAt(PRECOMPRESSED_PATH)}.br`, brotliCompressSync(FROM_THE_BUILD));

    writeFileSync(`${fileAt(STALE_COPY_PATH)}.gz`, gzipSync('/* an earlier build */'));
    utimesSync(`${fileAt(STALE_COPY_PATH)}.gz`, anHourAgo, anHourAgo);
    writeFileSync(fileAt(STALE_COPY_PATH), SCRIPT);
  });
  afterAll(() => server.close());

  it('sends brotli to a browser that accepts it, decoding to the file byte for byte', async () => {
    const response = await get(server, SCRIPT_PATH, { 'Accept-Encoding': BROWSER_ACCEPT_ENCODING });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(variesOnCoding(response)).toBe(true);
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBe(response.body.byteLength);
    expect(response.body.byteLength).toBeLessThan(Buffer.byteLength(SCRIPT) / 4);
    expect(decodedBody(response).equals(Buffer.from(SCRIPT))).toBe(true);
  });

  it.each(['gzip', 'gzip, deflate', 'br;q=0, gzip', 'br;q=0.5, gzip'])(
    'sends gzip when the client asks %j',
    async (acceptEncoding) => {
      const response = await get(server, SCRIPT_PATH, { 'Accept-Encoding': acceptEncoding });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(variesOnCoding(response)).toBe(true);
      expect(Number(response.headers['content-length'])).toBe(response.body.byteLength);
      expect(decodedBody(response).equals(Buffer.from(SCRIPT))).toBe(true);
    },
  );

  it.each([
    ['no Accept-Encoding', {}],
    ['identity', { 'Accept-Encoding': 'identity' }],
    ['br;q=0', { 'Accept-Encoding': 'br;q=0' }],
    ['deflate only', { 'Accept-Encoding': 'deflate' }],
  ])('sends the file as it is to a client with %s, still saying Vary', async (_case, headers) => {
    const response = await get(server, SCRIPT_PATH, headers);
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(variesOnCoding(response)).toBe(true);
    expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(SCRIPT));
    expect(response.body.equals(Buffer.from(SCRIPT))).toBe(true);
  });

  it("serves the build's precompressed copy when there is one", async () => {
    const response = await get(server, PRECOMPRESSED_PATH, {
      'Accept-Encoding': BROWSER_ACCEPT_ENCODING,
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(decodedBody(response).toString()).toBe(FROM_THE_BUILD);
  });

  it('compresses the file itself when the copy is older than the file', async () => {
    const response = await get(server, STALE_COPY_PATH, { 'Accept-Encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(decodedBody(response).toString()).toBe(SCRIPT);
  });

  it('sends the same compressed bytes on every request', async () => {
    const [first, second] = await Promise.all([
      get(server, SCRIPT_PATH, { 'Accept-Encoding': 'br' }),
      get(server, SCRIPT_PATH, { 'Accept-Encoding': 'br' }),
    ]);
    expect(first.body.equals(second.body)).toBe(true);
    expect(first.headers.etag).toBe(second.headers.etag);
  });

  it.each([
    ['a file under 1 KiB', TEST_ASSET.path, Buffer.from(TEST_ASSET.body)],
    ['an image', IMAGE_PATH, IMAGE],
  ])('never compresses %s, and says no Vary', async (_case, path, content) => {
    const response = await get(server, path, { 'Accept-Encoding': BROWSER_ACCEPT_ENCODING });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
    expect(response.body.equals(content)).toBe(true);
  });

  it('gives every coding its own ETag', async () => {
    const tags = await Promise.all(
      ['br', 'gzip', 'identity'].map(async (coding) => {
        const response = await get(server, SCRIPT_PATH, { 'Accept-Encoding': coding });
        return response.headers.etag;
      }),
    );
    expect(tags.every(Boolean)).toBe(true);
    expect(new Set(tags).size).toBe(3);
  });

  it.each(['br', 'gzip', 'identity'])(
    'answers 304 to a browser that has the %s body already, with Vary and no body',
    async (coding) => {
      const first = await get(server, SCRIPT_PATH, { 'Accept-Encoding': coding });
      const again = await get(server, SCRIPT_PATH, {
        'Accept-Encoding': coding,
        'If-None-Match': String(first.headers.etag),
      });
      expect(again.status).toBe(304);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(variesOnCoding(again)).toBe(true);
      expect(again.body.byteLength).toBe(0);
    },
  );

  it('sends the whole file when the tag it holds is of another coding', async () => {
    const gzipped = await get(server, SCRIPT_PATH, { 'Accept-Encoding': 'gzip' });
    const response = await get(server, SCRIPT_PATH, {
      'Accept-Encoding': 'br',
      'If-None-Match': String(gzipped.headers.etag),
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('answers HEAD with the headers of the compressed answer and no body', async () => {
    const full = await get(server, SCRIPT_PATH, { 'Accept-Encoding': 'br' });
    const head = await rawRequest(`${server.url}${SCRIPT_PATH}`, {
      method: 'HEAD',
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(String(full.body.byteLength));
    expect(head.headers.etag).toBe(full.headers.etag);
    expect(head.body.byteLength).toBe(0);
  });
});

describe('the portal page, compressed per response', () => {
  let server: TestServer;
  const page = (nonce: string) =>
    `<!doctype html><meta name="csp-nonce" content="${nonce}"><title>Lease portal</title>\n` +
    Array.from({ length: 60 }, (_, i) => `<link rel="modulepreload" href="/assets/c${i}.js">`).join(
      '\n',
    );
  beforeAll(async () => {
    server = await startTestServer();
    writeFileSync(join(server.staticDir, 'index.html'), page(CSP_NONCE_PLACEHOLDER));
  });
  afterAll(() => server.close());

  it('carries a fresh nonce in a compressed body, never cached', async () => {
    // Outside a client: a client's page also gets its first paint (firstPaint.test.ts).
    const response = await get(server, '/nl', {
      Accept: 'text/html',
      'Accept-Encoding': BROWSER_ACCEPT_ENCODING,
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(variesOnCoding(response)).toBe(true);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toBeUndefined();
    const body = decodedBody(response).toString();
    const nonce = /content="([A-Za-z0-9+/=]{24})"/.exec(body)?.[1] ?? '';
    expect(body).toBe(page(nonce));
    expect(response.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
  });

  it('is sent as it is to a client that accepts no coding', async () => {
    const response = await get(server, '/', { Accept: 'text/html' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(variesOnCoding(response)).toBe(true);
    expect(response.body.toString()).toMatch(/^<!doctype html>/);
  });
});
