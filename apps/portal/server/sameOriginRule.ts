/** Methods that only read: a cross-site page may cause them, so they must never change anything. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method.toUpperCase());
}

export interface SameOriginFacts {
  method: string;
  /** The request's `Origin` header, if any. */
  origin: string | undefined;
  /** The request's `Sec-Fetch-Site` header, if any. */
  secFetchSite: string | undefined;
  /** Whether it carries the portal's own-call header. */
  portalCall: boolean;
  /** This server's origin as the browser sees it. */
  ownOrigin: string;
}

/**
 * Whether a request may change something with the session: a safe method always may (it changes
 * nothing); any other needs the portal's own header and must come from this origin, by its
 * `Origin` or, when a browser sent none, by `Sec-Fetch-Site: same-origin`. A cross-site form can
 * send neither the header nor our origin; a cross-site `fetch` cannot add the header without a
 * preflight, which is never granted.
 */
export function mayActWithSession(facts: SameOriginFacts): boolean {
  if (isSafeMethod(facts.method)) return true;
  if (!facts.portalCall) return false;
  if (facts.origin !== undefined) return facts.origin === facts.ownOrigin;
  return facts.secFetchSite === 'same-origin';
}

/**
 * Whether a request without credentials of its own comes from a browser on another site: it
 * names another origin, or the browser says it is not same-origin. Scripts and other servers send
 * neither header and are not affected.
 */
export function comesFromAnotherSite(facts: SameOriginFacts): boolean {
  if (facts.origin !== undefined && facts.origin !== facts.ownOrigin) return true;
  return (
    facts.secFetchSite !== undefined &&
    facts.secFetchSite !== 'same-origin' &&
    facts.secFetchSite !== 'none'
  );
}
