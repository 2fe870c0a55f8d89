import { randomBytes } from 'node:crypto';
import type { TLSSocket } from 'node:tls';
import type { Context, MiddlewareHandler } from 'hono';
import { nodeBindingsOf, requestHeader, withResponseHeaders } from './nodeMessage.ts';

declare module 'hono' {
  interface ContextVariableMap {
    /** The nonce that the portal page of this response gives emotion's <style> tags. */
    cspNonce: string;
  }
}

/** A fresh nonce for one response: 16 random bytes, base64 (CSP3 asks for at least 128 bits). */
export function createCspNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The portal's Content Security Policy. Styles need no `'unsafe-inline'`: the portal page carries
 * a per-response nonce that emotion (MUI) puts on the <style> tags it injects, and the CSP of
 * that response admits exactly that nonce. Every other response (API, assets, errors) gets the
 * policy without a nonce, so nothing inline is allowed there at all.
 * `img-src https: data:` admits client logos, which decisions.md §4 limits to those forms.
 */
export function contentSecurityPolicy(nonce?: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    nonce ? `style-src 'self' 'nonce-${nonce}'` : "style-src 'self'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** The policy of every response that is not a portal page. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/**
 * The security headers of every response; a portal page's policy then admits its nonce.
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

/**
 * Sets the security headers on every response, including errors and the SPA fallback, and HSTS on
 * those served over HTTPS. A handler that serves the portal page sets `c.set('cspNonce', …)`, and
 * its response's policy admits it.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    const headers = servedOverHttps(c) ? SECURITY_HEADERS_OVER_HTTPS : SECURITY_HEADERS;
    await withResponseHeaders(c, headers, next);
    const nonce = c.get('cspNonce');
    if (nonce) c.res.headers.set('Content-Security-Policy', contentSecurityPolicy(nonce));
  };
}
