import { matchRouteRule, type EnvironmentStyling, type RouteRule } from '@lease/api/contract';
import type { Context } from 'hono';
import { every } from 'hono/combine';
import { compress } from 'hono/compress';
import { FILE_ONLY, mayNameFile, portalFiles } from '../files/portalFiles.ts';
import { securityHeaders } from '../securityHeaders.ts';
import { portalPage } from './portalPage.ts';
import { serverRenderedPages, type ServerRenderedPagesOptions } from './serverRenderedPages.ts';

const NOT_BUILT =
  'The portal is not built yet: run `pnpm run build` (or `npm start`) in the repository root, ' +
  'or point STATIC_DIR at a built portal. The API under /api/ works meanwhile.\n';

/** A browser says text/html; a plain HTTP client (curl, a link checker) sends none or any type. */
function acceptsHtml(accept: string | undefined): boolean {
  if (!accept?.trim()) return true;
  return accept.includes('text/html') || accept.includes('*/*');
}

/** Paths that are always the portal's page, never a file: the folder paths and the page itself. */
function isPagePath(path: string): boolean {
  return path === '/index.html' || (path.endsWith('/') && !FILE_ONLY.test(path));
}

export interface ServePortalOptions {
  /** The built portal (`STATIC_DIR`): its files, and the `index.html` of every page. */
  staticDir: string;
  /** Page redirects (`ROUTE_RULES_FILE`): answered for a page request, and told to the app. */
  routeRules: readonly RouteRule[];
  /** Whether the browser reached this server over HTTPS (for HSTS). */
  httpsOf: (c: Context) => boolean;
  /** A client's styling from the lease API, for its first paint; undefined when it has none. */
  stylingOf: (client: string, c: Context) => Promise<EnvironmentStyling | undefined>;
  /** The pages of a logged-in person, rendered here when the portal's server build exists. */
  rendering?: Omit<ServerRenderedPagesOptions, 'routeRules'>;
}

/**
 * What is not the lease API's (ADR 0018): a route rule's redirect, the built portal's files, and
 * for any other page a browser asks for, the portal's page (the app's router takes the URL). A
 * missing hashed asset or build id file stays a 404: a page in its place would hide the
 * stale-chunk error the app recovers from, and break its new-build check.
 */
export function servePortal(options: ServePortalOptions): (c: Context) => Promise<Response> {
  const { routeRules } = options;
  const files = portalFiles(options.staticDir);
  const page = portalPage(options);
  const rendered = options.rendering
    ? serverRenderedPages({ ...options.rendering, routeRules })
    : undefined;

  /**
   * The portal's page for a document request: rendered with the session's data where the server
   * renders that page, else the page the app renders in the browser (the client's first paint in
   * it). Its policy admits the nonce it carries; compressed for each response, as each has its
   * own nonce.
   */
  async function answerPage(c: Context): Promise<Response> {
    const renders = rendered !== undefined && (await rendered.renders(c));
    await every(
      compress(),
      securityHeaders({ https: options.httpsOf(c), page: true, renderedPage: renders }),
      async (c: Context) => {
        const nonce = c.get('secureHeadersNonce') ?? '';
        const shell = await page(c, nonce);
        if (shell === undefined) return c.text(NOT_BUILT, 503, { 'Cache-Control': 'no-store' });
        if (renders && rendered) return rendered.answer(c, shell, nonce);
        // "Page not found" in the browser, and 404 for whoever reads only the status.
        const status = rendered !== undefined && (await rendered.unknown(c)) ? 404 : 200;
        // Never an ETag: a kept page would carry a nonce its new policy no longer admits.
        return c.html(shell, status, { 'Cache-Control': 'no-cache' });
      },
    )(c, async () => {});
    return c.res;
  }

  return async (c) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text('Not found\n', 404);
    const rule = matchRouteRule(routeRules, c.req.path);
    if (rule) return c.redirect(rule.to, rule.status);
    if (isPagePath(c.req.path)) return answerPage(c);
    if (!mayNameFile(c.req.path)) return c.text('Not found\n', 404);
    const file = await files(c.req.raw);
    const pageInstead =
      file.status === 404 && !FILE_ONLY.test(c.req.path) && acceptsHtml(c.req.header('accept'));
    return pageInstead ? answerPage(c) : file;
  };
}
