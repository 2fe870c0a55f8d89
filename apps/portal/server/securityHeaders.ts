import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';

/** What a response's headers depend on. */
export interface SecurityHeadersFor {
  /** Whether the browser reached us over HTTPS: only then HSTS. */
  https: boolean;
  /** A page of the portal: its policy admits the page's own nonce for styles. */
  page?: boolean;
  /**
   * A page rendered on the server: its markup carries MUI's style attributes
   * (`style="--Paper-shadow:…"`), which the browser's own render sets through the DOM and a policy
   * without this refuses in HTML. Attributes cannot select elements, so this admits no style
   * sheet of a stranger's; `<style>` elements still need the nonce.
   */
  renderedPage?: boolean;
}

/**
 * HSTS: a year, this host only. Whether subdomains are all served over HTTPS is the deployer's
 * knowledge, not the portal's, so `includeSubDomains` and `preload` are left to a proxy.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * The portal's Content Security Policy: scripts only from this origin, styles from this origin
 * and, on a page, under that response's nonce (emotion puts it on the `<style>` tags it writes).
 * `img-src https: data:` admits client logos, which decisions.md §4 limits to those forms.
 */
function contentSecurityPolicy({ page, renderedPage }: SecurityHeadersFor) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: page ? ["'self'", NONCE] : ["'self'"],
    ...(renderedPage ? { styleSrcAttr: ["'unsafe-inline'"] } : {}),
    imgSrc: ["'self'", 'data:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
  };
}

function create(kind: SecurityHeadersFor): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: contentSecurityPolicy(kind),
    strictTransportSecurity: kind.https ? STRICT_TRANSPORT_SECURITY : false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    // An answer that has its own (a page's policy with its nonce, the lease API's answers) keeps it.
    overwrite: false,
    // A page of another site that opens the portal in a window gets no handle on it.
    crossOriginOpenerPolicy: 'same-origin',
    // Not sent: the portal's answers are read only by its own pages anyway, and a refused
    // cross-site call must stay visible as the 403 it is (server-session.spec.ts).
    crossOriginResourcePolicy: false,
    xFrameOptions: 'DENY',
    // The portal uses none of these: no script that got in (or a frame) may ask for them.
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      browsingTopics: [],
    },
  });
}

const made = new Map<string, MiddlewareHandler>();

/**
 * `hono/secure-headers` for a kind of response, made once per kind. A page's instance makes the
 * response's nonce before the page is written (`c.get('secureHeadersNonce')`), so the page and
 * its policy carry the same one; every other response admits no nonce at all. None replaces a
 * header the answer already has, so the one for every answer can wrap a page's own.
 */
export function securityHeaders(kind: SecurityHeadersFor): MiddlewareHandler {
  const key = JSON.stringify([kind.https, !!kind.page, !!kind.renderedPage]);
  let middleware = made.get(key);
  if (!middleware) {
    middleware = create(kind);
    made.set(key, middleware);
  }
  return middleware;
}
