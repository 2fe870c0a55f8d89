import { Hono, type Context } from 'hono';
import { getStyling, HttpError, isSupportedLocale } from '@lease/api';
import { endsSession, type ApiErrorBody, type RouteRule } from '@lease/api/contract';
import {
  LOGOUT_PATH,
  PORTAL_REQUEST_HEADER,
  PORTAL_REQUEST_HEADER_VALUE,
} from '../src/lib/portalServerCalls.ts';
import { paths } from '../src/config/paths.ts';
import { answerText } from './answerText.ts';
import { withKeptStyling } from './pages/keptStyling.ts';
import { browserSessionOf, upstreamGateway } from './pages/pageSession.ts';
import type { PageRenderer } from './pages/serverRenderedPages.ts';
import { servePortal } from './pages/servePortal.ts';
import type { Upstream } from './leaseApiUpstream.ts';
import { addressSet, requestOrigin, type RequestOrigin } from './requestOrigin.ts';
import {
  comesFromAnotherSite,
  isSafeMethod,
  mayActWithSession,
  type SameOriginFacts,
} from './sameOriginRule.ts';
import {
  expiredSessionCookie,
  readSessionCookie,
  sessionCookie,
  sessionCookieName,
} from './sessionCookie.ts';
import { quotePdfAnswer } from './quotes/quotePdfAnswer.ts';
import { securityHeaders } from './securityHeaders.ts';
import type { SessionStore } from './sessionStore.ts';
import { claimsOf, expiryOf } from './tokenClaims.ts';

export interface PortalServerDeps {
  /** The lease API (`LEASE_API_URL`). */
  upstream: Upstream;
  sessions: SessionStore;
  /** The built portal (`STATIC_DIR`): its files, and the `index.html` of every page. */
  staticDir: string;
  /** Page redirects (`ROUTE_RULES_FILE`): answered for a page request, and told to the app. */
  routeRules?: readonly RouteRule[];
  /** Addresses of reverse proxies believed about the browser's scheme and address. */
  trustedProxies?: readonly string[];
  /** The clock, in milliseconds; tests move it. */
  now?: () => number;
  /** Told about a failure the caller only sees as a 502 or 500. */
  onError?: (error: unknown, c: Context) => void;
  /**
   * The portal's server build (`dist-server/renderPage.js`), which renders a logged-in person's
   * pages with their data; without it every page is rendered in the browser.
   */
  loadRenderer?: () => Promise<PageRenderer>;
}

/** The lease API's paths: the only ones whose calls may act with the session. */
const API_PATH = /^\/api(-mapi|-news)?(\/|$)/;

/** A token without a readable `exp` lives as long as the lease API's own tokens do. */
const FALLBACK_LIFETIME_MS = 8 * 60 * 60 * 1000;

/** The contract's error answer (decisions.md §2), from this server rather than the lease API. */
function errorAnswer(status: number, message: string): Response {
  const body: ApiErrorBody = { cStatus: 'error', cOpmerking: message };
  return Response.json(body, {
    status,
    headers: { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' },
  });
}

const REFUSED_CROSS_SITE =
  'Refused: a request that changes something must come from the portal itself ' +
  '(its own origin, with its request header).';

/** The Cookie header without our session cookie: the lease API has no business with it. */
function withoutSessionCookie(cookie: string | undefined, name: string): string | undefined {
  const kept = (cookie ?? '')
    .split(';')
    .filter((pair) => pair.trim() !== '' && pair.split('=')[0]?.trim() !== name);
  return kept.length > 0 ? kept.join(';').trim() : undefined;
}

/** The request's headers as the lease API gets them: who the browser is, and no session cookie. */
function forwardedHeaders(c: Context, from: RequestOrigin): Headers {
  const headers = new Headers(c.req.raw.headers);
  const cookie = withoutSessionCookie(c.req.header('cookie'), sessionCookieName(from.https));
  if (cookie === undefined) headers.delete('cookie');
  else headers.set('cookie', cookie);
  // Only what this server determined: a browser's own X-Forwarded-For is never passed on.
  headers.delete('x-forwarded-for');
  if (from.clientAddress) headers.set('x-forwarded-for', from.clientAddress);
  headers.set('x-forwarded-proto', from.https ? 'https' : 'http');
  headers.set('x-forwarded-host', new URL(from.origin).host);
  return headers;
}

function isJson(contentType: string | null): boolean {
  return /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType ?? '');
}

/** The top-level `Token` string of a JSON object, when the answer has one. */
function tokenIn(text: string): { body: Record<string, unknown>; token: string } | undefined {
  if (!text.includes('"Token"')) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const token = (body as Record<string, unknown>).Token;
  return typeof token === 'string' && token !== ''
    ? { body: body as Record<string, unknown>, token }
    : undefined;
}

/**
 * The portal's server in front of the lease API (the backend for the frontend, ADR 0013). It
 * holds the driver's session: the lease token stays here, the browser holds an HttpOnly cookie
 * naming it. Calls under `/api`, `/api-mapi` and `/api-news` go to the lease API:
 *
 * 1. with their own `Authorization` (or `X-Token`): untouched, the cookie ignored;
 * 2. with the portal's own header: the session's token added; an answer that carries a `Token`
 *    opens a new session and reaches the browser with the token's claims only;
 * 3. anything else: without the session's token.
 *
 * Everything else is the portal's own (ADR 0018): its built files, its pages (rendered here for a
 * logged-in person, ADR 0017), the first paint of the client's brand, the route rules, and the
 * security headers with a nonce per page.
 */
export function createPortalServer(deps: PortalServerDeps): Hono {
  const app = new Hono();
  const trustedProxies = addressSet(deps.trustedProxies ?? []);
  const now = deps.now ?? Date.now;

  function withCookie(answer: Response, cookie: string): Response {
    const headers = new Headers(answer.headers);
    headers.append('Set-Cookie', cookie);
    headers.set('Cache-Control', 'no-store');
    return new Response(answer.body, {
      status: answer.status,
      statusText: answer.statusText,
      headers,
    });
  }

  async function forward(c: Context, headers: Headers): Promise<Response> {
    const url = new URL(c.req.url);
    return deps.upstream({
      method: c.req.method,
      pathAndQuery: url.pathname + url.search,
      headers,
      body: c.req.raw.body,
    });
  }

  /**
   * Looks into a JSON answer to the portal's own call: one that carries a lease token opens a
   * new session (a new id, so an id seen before the login or the choice opens nothing) and
   * passes on the token's claims in its place. Any other answer goes on as it came.
   */
  async function keepTokenHere(
    answer: Response,
    oldId: string | undefined,
    https: boolean,
  ): Promise<{ answer: Response; opened: boolean }> {
    if (!answer.ok || !isJson(answer.headers.get('content-type'))) return { answer, opened: false };
    const bytes = new Uint8Array(await answer.arrayBuffer());
    const text = await answerText(bytes, answer.headers.get('content-encoding'));
    // An answer this server cannot read might hold a token: it does not reach the browser.
    if (text === null) {
      return {
        answer: errorAnswer(502, 'The lease API answered in an unreadable encoding.'),
        opened: false,
      };
    }
    const found = tokenIn(text);
    if (!found) {
      const { status, statusText, headers } = answer;
      return { answer: new Response(bytes, { status, statusText, headers }), opened: false };
    }
    const expiresAt = expiryOf(found.token) ?? now() + FALLBACK_LIFETIME_MS;
    const id = await deps.sessions.replace(oldId, { token: found.token, expiresAt });
    const headers = new Headers(answer.headers);
    for (const name of ['content-encoding', 'content-length', 'etag', 'last-modified']) {
      headers.delete(name);
    }
    headers.set('Content-Type', 'application/json; charset=utf-8');
    headers.set('Cache-Control', 'no-store');
    headers.append('Set-Cookie', sessionCookie(id, (expiresAt - now()) / 1000, https));
    const body = JSON.stringify({ ...found.body, Token: claimsOf(found.token) });
    const { status, statusText } = answer;
    return { answer: new Response(body, { status, statusText, headers }), opened: true };
  }

  /**
   * Whether the lease API refused the token (`endsSession`): a 401 says so by its status, a 400
   * only by its body, which is then read here (a short error) and passed on as it came.
   */
  async function withTokenVerdict(
    answer: Response,
  ): Promise<{ answer: Response; refusesToken: boolean }> {
    if (answer.status !== 400) return { answer, refusesToken: endsSession(answer.status, '') };
    const bytes = new Uint8Array(await answer.arrayBuffer());
    const text = await answerText(bytes, answer.headers.get('content-encoding'));
    const { status, statusText, headers } = answer;
    return {
      answer: new Response(bytes, { status, statusText, headers }),
      refusesToken: text !== null && endsSession(status, text),
    };
  }

  function sameOriginFacts(c: Context, from: RequestOrigin): SameOriginFacts {
    return {
      method: c.req.method,
      origin: c.req.header('origin'),
      secFetchSite: c.req.header('sec-fetch-site'),
      portalCall: c.req.header(PORTAL_REQUEST_HEADER) === PORTAL_REQUEST_HEADER_VALUE,
      ownOrigin: from.origin,
    };
  }

  // The portal's security headers on every answer, including the lease API's through the proxy
  // and errors; a page's own (its policy with its nonce) stay as the page set them.
  app.use((c, next) => securityHeaders({ https: requestOrigin(c, trustedProxies).https })(c, next));

  // A CORS preflight is never granted: no other origin may call with the portal's header.
  app.options('*', (c, next) =>
    c.req.header('access-control-request-method')
      ? errorAnswer(403, 'Calls from other origins are not allowed.')
      : next(),
  );

  // A page asked for with a cookie whose session this server no longer has (logged out in
  // another browser, expired, swept): what the browser keeps of that session goes as well, so no
  // page starts as logged in on claims that open nothing, and the cookie is forgotten.
  app.use(async (c, next) => {
    if (c.req.method !== 'GET' || !(c.req.header('accept') ?? '').includes('text/html')) {
      return next();
    }
    const from = requestOrigin(c, trustedProxies);
    const id = readSessionCookie(c, from.https);
    if (id === undefined || (await deps.sessions.get(id)) !== null) return next();
    await next();
    const headers = new Headers(c.res.headers);
    headers.set('Clear-Site-Data', '"storage"');
    headers.append('Set-Cookie', expiredSessionCookie(from.https));
    c.res = new Response(c.res.body, { status: c.res.status, headers });
  });

  /** The headers of a call this server makes to the lease API for a page: who the browser is. */
  function pageCallHeaders(c: Context, from: RequestOrigin): Headers {
    const forwarded = forwardedHeaders(c, from);
    forwarded.delete('cookie');
    for (const name of ['accept', 'content-type', 'content-length']) forwarded.delete(name);
    return forwarded;
  }

  // The lease API as pages ask it: a client's brand, asked for by every page, is kept a minute.
  const pageUpstream = withKeptStyling(deps.upstream, deps.now ? { now: deps.now } : {});

  const answerHere = servePortal({
    staticDir: deps.staticDir,
    routeRules: deps.routeRules ?? [],
    httpsOf: (c) => requestOrigin(c, trustedProxies).https,
    // The first paint of the brand: the lease API's own answer, through the contract's gateway.
    stylingOf: async (client, c) => {
      const from = requestOrigin(c, trustedProxies);
      const gateway = upstreamGateway(pageUpstream, null, pageCallHeaders(c, from));
      try {
        return await getStyling(gateway, client);
      } catch (error) {
        // The page still goes out, without the brand: the app asks for it once it runs.
        deps.onError?.(error, c);
        return undefined;
      }
    },
    ...(deps.loadRenderer
      ? {
          rendering: {
            loadRenderer: deps.loadRenderer,
            sessionOf: async (c: Context) => {
              const from = requestOrigin(c, trustedProxies);
              const id = readSessionCookie(c, from.https);
              const session = id === undefined ? null : await deps.sessions.get(id);
              const token = session?.token ?? null;
              return {
                session: token ? browserSessionOf(token) : null,
                gateway: upstreamGateway(pageUpstream, token, pageCallHeaders(c, from)),
              };
            },
            onRenderError: (error: unknown, c: Context) => deps.onError?.(error, c),
          },
        }
      : {}),
  });

  app.post(LOGOUT_PATH, async (c) => {
    const from = requestOrigin(c, trustedProxies);
    if (!mayActWithSession(sameOriginFacts(c, from))) return errorAnswer(403, REFUSED_CROSS_SITE);
    const id = readSessionCookie(c, from.https);
    if (id !== undefined) await deps.sessions.delete(id);
    return new Response(null, {
      status: 204,
      headers: { 'Set-Cookie': expiredSessionCookie(from.https), 'Cache-Control': 'no-store' },
    });
  });
  app.all(LOGOUT_PATH, () => errorAnswer(405, `Only POST ${LOGOUT_PATH} is answered.`));

  // A quote as a PDF file, made here from the lease API's quote with the driver's session. Without
  // a session (or with one the lease API no longer takes) the quote's page answers instead: it
  // asks for the login and comes back.
  app.get(paths.quotePdf.path, async (c) => {
    const { lang, lease, id } = c.req.param();
    const quoteId = Number(id);
    if (!isSupportedLocale(lang) || !/^[1-9]\d{0,14}$/.test(id)) return answerHere(c);
    const from = requestOrigin(c, trustedProxies);
    const sessionId = readSessionCookie(c, from.https);
    const session = sessionId === undefined ? null : await deps.sessions.get(sessionId);
    const page = () => c.redirect(paths.quote.getHref(lang, lease, quoteId), 303);
    if (!session) return page();
    try {
      return await quotePdfAnswer({
        gateway: upstreamGateway(pageUpstream, session.token, pageCallHeaders(c, from)),
        locale: lang,
        client: lease,
        quoteId,
        onMissingPart: (error) => deps.onError?.(error, c),
      });
    } catch (error) {
      if (error instanceof HttpError && endsSession(error.status, '')) return page();
      throw error;
    }
  });

  app.all('*', async (c) => {
    const from = requestOrigin(c, trustedProxies);
    const headers = forwardedHeaders(c, from);
    const api = API_PATH.test(c.req.path);
    if (api && (c.req.header('authorization') ?? c.req.header('x-token')) !== undefined) {
      return forward(c, headers);
    }

    const facts = sameOriginFacts(c, from);
    const sessionId = readSessionCookie(c, from.https);
    const wouldAct = facts.portalCall || sessionId !== undefined || comesFromAnotherSite(facts);
    if (!isSafeMethod(c.req.method) && wouldAct && !mayActWithSession(facts)) {
      return errorAnswer(403, REFUSED_CROSS_SITE);
    }
    if (!api) return answerHere(c);
    if (!facts.portalCall) return forward(c, headers);

    const session = sessionId === undefined ? null : await deps.sessions.get(sessionId);
    if (session) headers.set('authorization', `Bearer ${session.token}`);
    const { answer, refusesToken } = await withTokenVerdict(await forward(c, headers));
    // A cookie whose session is over (logged out elsewhere, expired, or refused by the lease
    // API): the call went without a token, so the lease API's own 401 tells the portal, and the
    // browser forgets the cookie, unless this very answer opened a new session.
    const ended = sessionId !== undefined && (session === null || refusesToken);
    if (ended && session) await deps.sessions.delete(sessionId);
    const kept = await keepTokenHere(answer, ended ? undefined : sessionId, from.https);
    return ended && !kept.opened
      ? withCookie(kept.answer, expiredSessionCookie(from.https))
      : kept.answer;
  });

  app.onError((error, c) => {
    deps.onError?.(error, c);
    return errorAnswer(502, 'The lease API cannot be reached. Please try again later.');
  });

  return app;
}
