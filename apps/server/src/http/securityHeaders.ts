import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { withResponseHeaders } from './nodeMessage.ts';

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

/** The security headers of every response; a portal page's policy then admits its nonce. */
const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
});

/**
 * Sets the security headers on every response, including errors and the SPA fallback. A handler
 * that serves the portal page sets `c.set('cspNonce', …)`, and its response's policy admits it.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await withResponseHeaders(c, SECURITY_HEADERS, next);
    const nonce = c.get('cspNonce');
    if (nonce) c.res.headers.set('Content-Security-Policy', contentSecurityPolicy(nonce));
  };
}
