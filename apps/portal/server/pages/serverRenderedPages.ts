import type { Gateway, RouteRule } from '@lease/api';
import type { Context } from 'hono';
import { withRenderedPage, type RenderedParts } from './pageShell.ts';

/**
 * What the portal's server build (`dist-server/renderPage.js`, from `src/server/renderPage.tsx`)
 * offers; written out here because the server imports the built module, not its source.
 */
export interface PageRenderer {
  rendersOnServer(pathname: string): boolean;
  isUnknownPage(pathname: string): boolean;
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
  /** The built renderer, loaded once on the first page request. */
  loadRenderer: () => Promise<PageRenderer>;
  /** The session of the request's cookie, or a gateway without one. */
  sessionOf: (c: Context) => Promise<PageSession>;
  /** The page redirects (ROUTE_RULES_FILE), for the route table's own guard. */
  routeRules: readonly RouteRule[];
  /** Told about a page that failed to render (it is then sent for the browser to render). */
  onRenderError?: (error: unknown, c: Context) => void;
}

export interface ServerRenderedPages {
  /** Whether this request is a browser asking for a page that is rendered here. */
  renders(c: Context): Promise<boolean>;
  /** Whether the route table has no page at this request's address (its "Page not found"). */
  unknown(c: Context): Promise<boolean>;
  /**
   * The page rendered with the session's data into the portal's page (`shell`, which carries
   * `nonce`). A guard's or loader's redirect goes to the browser as it is; a page that fails to
   * render goes out as the shell, for the browser to render as before.
   */
  answer(c: Context, shell: string, nonce: string): Promise<Response>;
}

/** A browser asking for a page (not a script, an image or an API answer). */
function asksForDocument(c: Context): boolean {
  return c.req.method === 'GET' && (c.req.header('accept') ?? '').includes('text/html');
}

/**
 * The pages of a logged-in person (ADR 0017): the route's guards and loaders run here with the
 * session's driver, and the page goes out with its markup, styles and data in the portal's page,
 * for the app to take over.
 */
export function serverRenderedPages(options: ServerRenderedPagesOptions): ServerRenderedPages {
  let renderer: Promise<PageRenderer> | undefined;
  const pages = () => (renderer ??= options.loadRenderer());
  return {
    async renders(c) {
      return asksForDocument(c) && (await pages()).rendersOnServer(c.req.path);
    },
    async unknown(c) {
      return (await pages()).isUnknownPage(c.req.path);
    },
    async answer(c, shell, nonce) {
      // A rendered page holds one driver's data: no cache keeps it, and a step back through
      // history asks for it anew rather than showing what the page was before a change.
      const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' };
      try {
        const { session, gateway } = await options.sessionOf(c);
        const outcome = await (
          await pages()
        ).renderPage({
          request: c.req.raw,
          gateway,
          session,
          nonce,
          routeRules: options.routeRules,
        });
        if (outcome.kind === 'response') return outcome.response;
        if (outcome.kind === 'page') {
          const page = withRenderedPage(shell, outcome);
          if (page) return new Response(page, { status: outcome.status, headers });
        } else if (outcome.status >= 500) {
          options.onRenderError?.(Object.values(outcome.errors)[0], c);
        } else {
          // A 404 (a car that does not exist, no such language) is the page's own answer, not a
          // failure: the browser renders its message, and the status says it too.
          return new Response(shell, { status: outcome.status, headers });
        }
      } catch (error) {
        options.onRenderError?.(error, c);
      }
      return new Response(shell, { status: 200, headers });
    },
  };
}
