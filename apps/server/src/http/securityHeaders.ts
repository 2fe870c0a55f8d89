import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

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
 * Sets the security headers on every response, including errors and the SPA fallback. A handler
 * that serves the portal page sets `c.set('cspNonce', …)`, and its response's policy admits it.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    const nonce = c.get('cspNonce');
    c.res.headers.set(
      'Content-Security-Policy',
      nonce ? contentSecurityPolicy(nonce) : CONTENT_SECURITY_POLICY,
    );
  };
}
