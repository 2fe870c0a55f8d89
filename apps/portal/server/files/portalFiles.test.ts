import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestPortal,
  TEST_ASSET,
  TEST_INDEX_HTML,
  type TestPortal,
} from '../testing/testPortal.ts';

const html = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/** The `Accept-Encoding` that Chromium sends. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** A built script of about 30 kB: large enough to be compressed, varied enough to shrink. */
const SCRIPT = Array.from(
  { length: 400 },
  (_, i) => `export const item${i} = ${JSON.stringify({ id: i, label: `Item ${i}`, odd: i % 2 })};`,
).join('\n');
const SCRIPT_PATH = '/assets/entry-5e1f0a2b.js';

/** A file whose brotli copy is told apart from the file, to see that the copy is what is sent. */
const PRECOMPRESSED_PATH = '/assets/prebuilt-77aa11bb.js';
const FROM_THE_BUILD = `/* the build's brotli copy */\n${SCRIPT}`;

/** An image over the size limit: sent as it is, its format already compresses. */
const IMAGE_PATH = '/assets/photo-9d9d9d9d.png';
const IMAGE = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251));

/** An answer's body as it came, still in its content coding (in-process, nothing decodes it). */
async function bytesOf(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer());
}

/** The body decoded from its `Content-Encoding`, as a browser would. */
async function decodedBody(response: Response): Promise<Buffer> {
  const body = await bytesOf(response);
  const coding = response.headers.get('content-encoding');
  if (coding === 'br') return brotliDecompressSync(body);
  if (coding === 'gzip') return gunzipSync(body);
  if (coding === null) return body;
  throw new Error(`unexpected Content-Encoding ${coding}`);
}

function variesOnCoding(response: Response): boolean {
  return (response.headers.get('vary') ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding');
}

describe('serving the built portal', () => {
  let portal: TestPortal;
  beforeAll(() => {
    portal = startTestPortal();
  });
  afterAll(() => portal.close());

  it('serves a hashed asset with a long immutable cache', async () => {
    const response = await portal.request(TEST_ASSET.path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(TEST_ASSET.body);
  });

  it('answers 304 when the browser already has the file', async () => {
    const first = await portal.request(TEST_ASSET.path);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await portal.request(TEST_ASSET.path, {
      headers: { 'If-None-Match': etag ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('answers 404, not the page, for a missing asset even when HTML is accepted', async () => {
    const response = await portal.request('/assets/gone-0000.js', { headers: html });
    expect(response.status).toBe(404);
  });

  it('answers 404 for a missing file a browser does not want as a page', async () => {
    const response = await portal.request('/missing.png', { headers: { Accept: 'image/*' } });
    expect(response.status).toBe(404);
  });

  it('never serves files outside the portal folder', async () => {
    // Encoded slashes reach the server as one segment that would climb out: refused.
    for (const path of ['/..%2f..%2fetc%2fpasswd', '/assets/..%2f..%2fpackage.json']) {
      const response = await portal.request(path);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('root:');
    }
    // Encoded dots are normalised by the URL to `/etc/passwd` inside the portal folder, where no
    // such file exists: the visitor gets the portal's page, never the system file.
    const normalised = await portal.request('/%2e%2e/%2e%2e/etc/passwd');
    const body = await normalised.text();
    expect(body).not.toContain('root:');
    expect(body).toBe(TEST_INDEX_HTML);
  });

  it("never serves the build's own papers in dot-folders (its manifest)", async () => {
    mkdirSync(join(portal.staticDir, '.vite'), { recursive: true });
    writeFileSync(join(portal.staticDir, '.vite', 'manifest.json'), '{"index.html":{}}');
    for (const path of ['/.vite/manifest.json', '/assets/../.vite/manifest.json', '/.%76ite/x']) {
      const response = await portal.request(path, { headers: html });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('index.html');
    }
  });
});

describe('the build id files', () => {
  let portal: TestPortal;
  const latest = '{"id":"b-1","timestamp":1}';
  beforeAll(() => {
    portal = startTestPortal();
    mkdirSync(join(portal.staticDir, 'build', 'meta'), { recursive: true });
    writeFileSync(join(portal.staticDir, 'build', 'latest.json'), latest);
    writeFileSync(join(portal.staticDir, 'build', 'meta', 'b-1.json'), latest);
  });
  afterAll(() => portal.close());

  it.each(['/build/latest.json', '/build/meta/b-1.json'])(
    'serves %s as JSON that must be revalidated, not cached for a year',
    async (path) => {
      const response = await portal.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(latest);
    },
  );

  it.each(['/build/meta/unknown.json', '/build/latest', '/build/'])(
    'answers 404 for %s even to a browser, never the portal page',
    async (path) => {
      const response = await portal.request(path, { headers: html });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('<title>');
    },
  );
});

describe('the portal files, compressed', () => {
  let portal: TestPortal;
  beforeAll(() => {
    portal = startTestPortal();
    const fileAt = (path: string) => join(portal.staticDir, path);
    // As `scripts/precompress.ts` leaves them: a brotli and a gzip copy beside the file.
    writeFileSync(fileAt(SCRIPT_PATH), SCRIPT);
    writeFileSync(`${fileAt(SCRIPT_PATH)}.br`, brotliCompressSync(SCRIPT));
    writeFileSync(`${fileAt(SCRIPT_PATH)}.gz`, gzipSync(SCRIPT));
    writeFileSync(fileAt(PRECOMPRESSED_PATH), SCRIPT);
    writeFileSync(`${fileAt(PRECOMPRESSED_PATH)}.br`, brotliCompressSync(FROM_THE_BUILD));
    writeFileSync(fileAt(IMAGE_PATH), IMAGE);
  });
  afterAll(() => portal.close());

  const get = (path: string, headers: Record<string, string> = {}) =>
    portal.request(path, { headers });

  it('sends brotli to a browser that accepts it, decoding to the file byte for byte', async () => {
    const response = await get(SCRIPT_PATH, { 'Accept-Encoding': BROWSER_ACCEPT_ENCODING });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(variesOnCoding(response)).toBe(true);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = await bytesOf(response.clone());
    expect(Number(response.headers.get('content-length'))).toBe(body.byteLength);
    expect(body.byteLength).toBeLessThan(Buffer.byteLength(SCRIPT) / 4);
    expect((await decodedBody(response)).equals(Buffer.from(SCRIPT))).toBe(true);
  });

  it.each(['gzip', 'gzip, deflate', 'br;q=0, gzip', 'br;q=0.5, gzip'])(
    'sends gzip when the client asks %j',
    async (acceptEncoding) => {
      const response = await get(SCRIPT_PATH, { 'Accept-Encoding': acceptEncoding });
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(variesOnCoding(response)).toBe(true);
      const body = await bytesOf(response.clone());
      expect(Number(response.headers.get('content-length'))).toBe(body.byteLength);
      expect((await decodedBody(response)).equals(Buffer.from(SCRIPT))).toBe(true);
    },
  );

  it.each([
    ['no Accept-Encoding', {}],
    ['identity', { 'Accept-Encoding': 'identity' }],
    ['br;q=0', { 'Accept-Encoding': 'br;q=0' }],
    ['deflate only', { 'Accept-Encoding': 'deflate' }],
  ])('sends the file as it is to a client with %s, still saying Vary', async (_case, headers) => {
    const response = await get(SCRIPT_PATH, headers);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(variesOnCoding(response)).toBe(true);
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(SCRIPT));
    expect((await bytesOf(response)).equals(Buffer.from(SCRIPT))).toBe(true);
  });

  it("serves the build's precompressed copy when there is one", async () => {
    const response = await get(PRECOMPRESSED_PATH, { 'Accept-Encoding': BROWSER_ACCEPT_ENCODING });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect((await decodedBody(response)).toString()).toBe(FROM_THE_BUILD);
  });

  it('sends the same compressed bytes on every request', async () => {
    const [first, second] = await Promise.all([
      get(SCRIPT_PATH, { 'Accept-Encoding': 'br' }),
      get(SCRIPT_PATH, { 'Accept-Encoding': 'br' }),
    ]);
    expect((await bytesOf(first)).equals(await bytesOf(second))).toBe(true);
    expect(first.headers.get('etag')).toBe(second.headers.get('etag'));
  });

  it.each([
    ['a file under 1 KiB', TEST_ASSET.path, Buffer.from(TEST_ASSET.body)],
    ['an image', IMAGE_PATH, IMAGE],
  ])('never compresses %s, and says no Vary', async (_case, path, content) => {
    const response = await get(path, { 'Accept-Encoding': BROWSER_ACCEPT_ENCODING });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBeNull();
    expect((await bytesOf(response)).equals(content)).toBe(true);
  });

  it('gives every coding its own ETag', async () => {
    const tags = await Promise.all(
      ['br', 'gzip', 'identity'].map(async (coding) => {
        const response = await get(SCRIPT_PATH, { 'Accept-Encoding': coding });
        return response.headers.get('etag');
      }),
    );
    expect(tags.every(Boolean)).toBe(true);
    expect(new Set(tags).size).toBe(3);
  });

  it.each(['br', 'gzip', 'identity'])(
    'answers 304 to a browser that has the %s body already, with Vary and no body',
    async (coding) => {
      const first = await get(SCRIPT_PATH, { 'Accept-Encoding': coding });
      const again = await get(SCRIPT_PATH, {
        'Accept-Encoding': coding,
        'If-None-Match': String(first.headers.get('etag')),
      });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
      expect(variesOnCoding(again)).toBe(true);
      expect((await bytesOf(again)).byteLength).toBe(0);
    },
  );

  it('sends the whole file when the tag it holds is of another coding', async () => {
    const gzipped = await get(SCRIPT_PATH, { 'Accept-Encoding': 'gzip' });
    const response = await get(SCRIPT_PATH, {
      'Accept-Encoding': 'br',
      'If-None-Match': String(gzipped.headers.get('etag')),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
  });

  it('answers HEAD with the headers of the compressed answer and no body', async () => {
    const full = await get(SCRIPT_PATH, { 'Accept-Encoding': 'br' });
    const head = await portal.request(SCRIPT_PATH, {
      method: 'HEAD',
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-encoding')).toBe('br');
    expect(head.headers.get('content-length')).toBe(String((await bytesOf(full.clone())).length));
    expect(head.headers.get('etag')).toBe(full.headers.get('etag'));
    expect((await bytesOf(head)).byteLength).toBe(0);
  });
});
