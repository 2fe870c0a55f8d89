import type { MiddlewareHandler } from 'hono';

/**
 * The portal's Content Security Policy. `style-src 'unsafe-inline'` is there for emotion (MUI),
 * which injects <style> tags at run time; replacing it with per-response nonces is planned.
 * `img-src https: data:` admits client logos, which decisions.md §4 limits to those forms.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/** Sets the security headers on every response, including errors and the SPA fallback. */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.res.headers.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  };
}
