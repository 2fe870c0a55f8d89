/**
 * What the portal's code and its server (apps/portal/server) agree on; nothing else in here, as
 * the server loads this module too.
 *
 * The header by which the portal's own code tells its server "this call is mine: act with the
 * session". The portal server adds the driver's token only to calls that carry it, and a
 * cross-site page cannot send a custom header without a CORS preflight, which the server never
 * grants. The gateway sends it, the server checks it: both read it from here.
 */
export const PORTAL_REQUEST_HEADER = 'X-Lease-Portal';
export const PORTAL_REQUEST_HEADER_VALUE = '1';

/**
 * What index.html carries where the portal server puts each response's CSP nonce
 * (`<meta name="csp-nonce" content="__CSP_NONCE__">`, ADR 0018); the app hands it to emotion.
 */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** The portal server's own endpoint that ends the session there (ADR 0013). */
export const LOGOUT_PATH = '/session/logout';
