import type { Gateway, RouteRule } from '@lease/api';
import type { Context, MiddlewareHandler } from 'hono';
import { shellNonce, withRenderedPage, type RenderedParts } from './pageShell.ts';

/**
 * What the portal's server build (`dist-server/renderPage.js`, from `src/server/renderPage.tsx`)
 * offers; written out here because the server imports the built module, not its source.
 */
export interface PageRenderer {
  rendersOnServer(pathname: string): boolean;
  renderPage(input: {
    request: Request;
    gateway: Gateway;
    session: unknown;
    nonce: string;
    routeRules?: readonly RouteRule[];
  }): Promise<
    | ({ kind: 'page'; status: number } & RenderedParts)
    | { kind: 'response'; response: Response }
    | { kind: 'unrendered'; status: number; errors: Record<string, unknown> }
  >;
}

/** The session of a page request: what the browser keeps of it, and the gateway that acts for it. */
export interface PageSession {
  /** The session as the app in the browser keeps it, for the page's first render. */
  session: unknown;
  /** Calls the lease API as this session's driver. */
  gateway: Gateway;
}

export interface ServerRenderedPagesOptions {
  /** The built renderer, loaded once on the first page it renders. */
  loadRenderer: () => Promise<PageRenderer>;
  /** Fetches the portal's page (its shell) for a path from the upstream that serves it. */
  fetchShell: (url: URL) => Promise<Response>;
  /** The session of the request's cookie, or a gateway without one. */
  sessionOf: (c: Context) => Promise<PageSession>;
  /** Told about a page that failed to render (it is then sent for the browser to render). */
  onRenderError?: (error: unknown, c: Context) => void;
}

/** A browser asking for a page (not a script, an image or an API answer). */
function asksForDocument(c: Context): boolean {
  if (c.req.method !== 'GET') return false;
  const accept = c.req.header('accept') ?? '';
  return accept.includes('text/html');
}

/**
 * Answers the page requests of the pages the server renders: the route's guards and loaders run
 * here with the session's driver, a redirect goes straight to the browser, and a page goes out
 * with its markup, styles and data in the portal's page, for the app to take over. Any other
 * request, and a page that fails to render, pass on unchanged (the browser renders it as before).
 */
export function serverRenderedPages(options: ServerRenderedPagesOptions): MiddlewareHandler {
  let renderer: Promise<PageRenderer> | undefined;
  return async (c, next) => {
    if (!asksForDocument(c)) return next();
    renderer ??= options.loadRenderer();
    const pages = await renderer;
    const url = new URL(c.req.url);
    if (!pages.rendersOnServer(url.pathname)) return next();

    const shellResponse = await options.fetchShell(url);
    const contentType = shellResponse.headers.get('content-type') ?? '';
    if (!shellResponse.ok || !contentType.startsWith('text/html')) return shellResponse;
    const shell = await shellResponse.text();
    const headers = new Headers(shellResponse.headers);
    headers.delete('content-length');
    headers.delete('content-encoding');
    // A rendered page holds one driver's data: no cache keeps it, and a step back through
    // history asks for it anew rather than showing what the page was before a change.
    headers.set('cache-control', 'no-store');
    // The server's markup carries MUI's style attributes (`style="--Paper-shadow:…"`), which a
    // policy without this refuses; the browser's own render sets them through the DOM instead.
    // Attributes cannot select elements, so this admits no style sheet of a stranger's.
    const policy = headers.get('content-security-policy');
    if (policy) headers.set('content-security-policy', `${policy}; style-src-attr 'unsafe-inline'`);
    const nonce = shellNonce(shell);
    if (!nonce) return new Response(shell, { status: shellResponse.status, headers });

    try {
      const { session, gateway } = await options.sessionOf(c);
      const outcome = await pages.renderPage({ request: c.req.raw, gateway, session, nonce });
      if (outcome.kind === 'response') return outcome.response;
      if (outcome.kind === 'page') {
        const page = withRenderedPage(shell, outcome);
        if (page) return new Response(page, { status: outcome.status, headers });
      } else if (outcome.status >= 500) {
        // A 404 (a car that does not exist) is the page's own answer, not a failure.
        options.onRenderError?.(Object.values(outcome.errors)[0], c);
      }
    } catch (error) {
      options.onRenderError?.(error, c);
    }
    return new Response(shell, { status: shellResponse.status, headers });
  };
}
