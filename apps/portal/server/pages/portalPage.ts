import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { EnvironmentStyling, RouteRule } from '@lease/api/contract';
import type { Context } from 'hono';
import { CSP_NONCE_PLACEHOLDER } from '../../src/lib/portalServerCalls.ts';
import { clientOfPath, firstPaintFor, withFirstPaint, withRouteRules } from './firstPaint.ts';

export interface PortalPageOptions {
  /** The built portal (STATIC_DIR), whose `index.html` every page starts from. */
  staticDir: string;
  /** The page redirects (ROUTE_RULES_FILE), told to the app in every page. */
  routeRules: readonly RouteRule[];
  /**
   * A client's styling as the lease API answers `GetStyling`, or undefined when it cannot be had.
   * The lease API answers an unknown client with its default client's styling, so only an answer
   * for the very client of the path paints it.
   */
  stylingOf: (client: string, c: Context) => Promise<EnvironmentStyling | undefined>;
}

/**
 * The portal's page for a request's path: `index.html` as built, with the response's nonce, the
 * client's first paint for `/{lang}/{client}/…` and the route rules put in. Undefined before the
 * portal is built. Read for every page, so a new build is served without a restart.
 */
export function portalPage(
  options: PortalPageOptions,
): (c: Context, nonce: string) => Promise<string | undefined> {
  const indexPath = join(resolve(options.staticDir), 'index.html');
  return async (c, nonce) => {
    const pathname = c.req.path;
    let built: string;
    try {
      built = await readFile(indexPath, 'utf8');
    } catch {
      return undefined;
    }
    const client = clientOfPath(pathname);
    const styling = client === undefined ? undefined : await options.stylingOf(client, c);
    const paint = firstPaintFor(
      pathname,
      (code) => (styling?.cClient === code ? styling : undefined),
      nonce,
    );
    const page = withFirstPaint(built.replaceAll(CSP_NONCE_PLACEHOLDER, nonce), paint);
    return withRouteRules(page, options.routeRules);
  };
}
