import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestHeader, withResponseHeaders } from './nodeMessage.ts';

const DEFAULTS = Object.freeze({ 'X-Default': 'everywhere', 'Cache-Control': 'no-store' });

const app = new Hono()
  .use((c, next) => withResponseHeaders(c, DEFAULTS, next))
  .get('/echo', (c) => c.json({ token: requestHeader(c, 'x-token') ?? null }))
  .get('/own', (c) => c.body('kept', 200, { 'Cache-Control': 'max-age=60' }));

type Fetch = (path: string, init?: RequestInit) => Promise<Response>;

function behavesTheSame(fetchFrom: () => Fetch) {
  it('gives every response the route headers', async () => {
    const response = await fetchFrom()('/echo');
    expect(response.headers.get('x-default')).toBe('everywhere');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('lets a header the handler sets itself win', async () => {
    const response = await fetchFrom()('/own');
    expect(response.headers.get('cache-control')).toBe('max-age=60');
    expect(response.headers.get('x-default')).toBe('everywhere');
    expect(await response.text()).toBe('kept');
  });

  it('reads request headers by name, case-insensitively on the wire', async () => {
    const response = await fetchFrom()('/echo', { headers: { 'X-TOKEN': 'abc' } });
    expect(await response.json()).toEqual({ token: 'abc' });
    expect(await (await fetchFrom()('/echo')).json()).toEqual({ token: null });
  });
}

describe('under Node’s HTTP server', () => {
  let server: ReturnType<typeof serve>;
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
        url = `http://127.0.0.1:${info.port}`;
        resolve();
      });
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  behavesTheSame(() => (path, init) => fetch(`${url}${path}`, init));
});

describe('without Node (app.request)', () => {
  behavesTheSame(() => (path, init) => Promise.resolve(app.request(path, init)));
});
