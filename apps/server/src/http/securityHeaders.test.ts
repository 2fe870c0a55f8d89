import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionOf } from '../testing/demoSession.ts';
import { startTestServer, type TestServer } from '../testing/startTestServer.ts';
import { STRICT_TRANSPORT_SECURITY } from './securityHeaders.ts';

let server: TestServer;
let jan: string;
beforeAll(async () => {
  server = await startTestServer();
  jan = await sessionOf(server.url, 'jan@horizon.example');
});
afterAll(() => server.close());

const html = { Accept: 'text/html' };

/** A request of each kind the server answers: API calls, their errors, other paths. */
const requests: [name: string, path: string, headers?: Record<string, string>][] = [
  ['an API answer', '/api/GetStyling'],
  ['an API error', '/api/GetSettings'],
  ['a road-test answer (/api-news)', '/api-news/autotests?nmodelid[]=1', { token: 'jan' }],
  ['a /api-news error', '/api-news/autotests'],
  ['a /api-mapi error', '/api-mapi/ticket/create'],
  ['an unknown /api-mapi call', '/api-mapi/nope', html],
  ['a path outside the API', '/nl/horizon/auth/login', html],
];

function send(path: string, headers: Record<string, string> = {}): Promise<Response> {
  const { token, ...rest } = headers;
  return fetch(`${server.url}${path}`, {
    headers: token ? { ...rest, Authorization: `Bearer ${jan}` } : rest,
  });
}

describe('security headers', () => {
  it.each(requests)('%s carries the opener and permissions policies', async (_, path, headers) => {
    const response = await send(path, headers);
    await response.arrayBuffer();
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    const permissions = response.headers.get('permissions-policy') ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) {
      expect(permissions).toContain(`${feature}=()`);
    }
  });

  it.each(requests)('%s has no HSTS over plain HTTP', async (_, path, headers) => {
    const response = await send(path, headers);
    await response.arrayBuffer();
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it.each(requests)(
    '%s has HSTS when a TLS proxy in front says it was HTTPS',
    async (_, path, headers) => {
      const response = await send(path, { ...headers, 'X-Forwarded-Proto': 'https' });
      await response.arrayBuffer();
      expect(response.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
    },
  );

  it('takes the first hop of X-Forwarded-Proto: the one the browser used', async () => {
    const plain = await send('/api/GetStyling', { 'X-Forwarded-Proto': 'http, https' });
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('Cache-Control of the API', () => {
  it.each(requests.filter(([, path]) => path.startsWith('/api')))(
    '%s is never stored',
    async (_, path, headers) => {
      const response = await send(path, headers);
      await response.arrayBuffer();
      expect(response.status).not.toBe(0);
      expect(response.headers.get('cache-control')).toBe('no-store');
    },
  );
});
