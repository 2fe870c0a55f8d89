import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRICT_TRANSPORT_SECURITY } from './securityHeaders.ts';
import { startTestPortal, TEST_ASSET, type TestPortal } from './testing/testPortal.ts';

let portal: TestPortal;
beforeAll(() => {
  portal = startTestPortal();
});
afterAll(() => portal.close());

const html = { Accept: 'text/html' };

/** A request of each kind the portal server answers: pages, files, its errors, the lease API's. */
const requests: [name: string, path: string, init?: RequestInit][] = [
  ['the portal page', '/nl/horizon/auth/login', { headers: html }],
  ['an asset', TEST_ASSET.path],
  ['a missing page file', '/favicon-missing.ico'],
  ['a missing asset', '/assets/gone-0000.js', { headers: html }],
  ['a lease API answer', '/api/GetStyling'],
  [
    'a refused cross-site change',
    '/api/SetSettings',
    { method: 'POST', headers: { Origin: 'http://evil.test' } },
  ],
];

describe('security headers', () => {
  it.each(requests)('%s carries the opener and permissions policies', async (_, path, init) => {
    const response = await portal.request(path, init);
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const permissions = response.headers.get('permissions-policy') ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) {
      expect(permissions).toContain(`${feature}=()`);
    }
  });

  it.each(requests)('%s has no HSTS over plain HTTP', async (_, path, init) => {
    const response = await portal.request(path, init);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it.each(requests)('%s has HSTS when the browser came over HTTPS', async (_, path, init) => {
    const response = await portal.request(path, { ...init, https: true });
    expect(response.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
  });

  it('lets another site see its refused call as the 403 it is: no Cross-Origin-Resource-Policy', async () => {
    const [, path, init] = requests.at(-1) ?? [];
    const response = await portal.request(path ?? '', init);
    expect(response.status).toBe(403);
    expect(response.headers.get('cross-origin-resource-policy')).toBeNull();
  });

  it('believes no X-Forwarded-Proto from a peer that is not a listed proxy', async () => {
    const response = await portal.request('/nl/horizon/auth/login', {
      headers: { ...html, 'X-Forwarded-Proto': 'https' },
    });
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});
