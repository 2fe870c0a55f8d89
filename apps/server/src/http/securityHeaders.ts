import type { TLSSocket } from 'node:tls';
import type { Context, MiddlewareHandler } from 'hono';
import { nodeBindingsOf, requestHeader, withResponseHeaders } from './nodeMessage.ts';

/**
 * The API's Content Security Policy: its answers are data, never a page, so nothing in one may
 * run, load or frame anything (the portal's pages have their own policy, in the portal server).
 */
export const CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The security headers of every response.
 * - `Cross-Origin-Opener-Policy: same-origin`: a page of another site that opens the portal in a
 *   window gets no handle on it (the portal opens only its own pages).
 * - `Permissions-Policy`: the portal uses none of these features, so no script that got in
 *   (or a frame) may ask for them.
 */
const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
});

/**
 * HSTS: a year, this host only. Whether subdomains are all served over HTTPS is the deployer's
 * knowledge, not the portal's, so `includeSubDomains` and `preload` are left to a proxy.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

const SECURITY_HEADERS_OVER_HTTPS: Readonly<Record<string, string>> = Object.freeze({
  ...SECURITY_HEADERS,
  'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
});

/**
 * Whether the browser reached us over HTTPS: a TLS socket, or a proxy in front that ended TLS and
 * says so in `X-Forwarded-Proto`. Trusting that header costs nothing here: a caller who forges it
 * only gets HSTS on their own answer, which a browser ignores over plain HTTP anyway.
 */
function servedOverHttps(c: Context): boolean {
  const proto = requestHeader(c, 'x-forwarded-proto');
  if (proto?.split(',')[0]?.trim().toLowerCase() === 'https') return true;
  const incoming = nodeBindingsOf(c)?.incoming;
  if (!incoming) return c.req.url.startsWith('https:');
  return (incoming.socket as Partial<TLSSocket>).encrypted === true;
}

/** Sets the security headers on every response, errors included, and HSTS on those over HTTPS. */
export function securityHeaders(): MiddlewareHandler {
  return (c, next) =>
    withResponseHeaders(
      c,
      servedOverHttps(c) ? SECURITY_HEADERS_OVER_HTTPS : SECURITY_HEADERS,
      next,
    );
}
