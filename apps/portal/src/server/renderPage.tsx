import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import type { Gateway, RouteRule } from '@lease/api';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  RouterContextProvider,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { AppProvider } from '#src/app/provider.tsx';
import { PAGE_LAYOUT_IDS, routes } from '#src/app/router.tsx';
import { resolveRouteLocale } from '#src/i18n/resolveRouteLocale.ts';
import { appDepsContext, type AppDeps } from '#src/lib/appDeps.tsx';
import { requestChoiceArea } from '#src/lib/choiceCookies.ts';
import { readCookie } from '#src/lib/localeCookie.ts';
import type { PageHydration } from '#src/lib/pageHydration.ts';
import { PAGE_HYDRATION_ELEMENT_ID } from '#src/lib/pageHydrationElement.ts';
import { defaultQueryOptions } from '#src/lib/queryClient.ts';
import { SERVER_PAGE } from '#src/lib/serverPageOrigin.ts';
import { EMOTION_KEY } from '#src/lib/serverStyles.ts';
import type { StoredSession } from '#src/lib/sessionStore.ts';
import { createStoredChoices } from '#src/lib/storedChoices.ts';
import { requestTimeZone, TIME_ZONE_COOKIE } from '#src/lib/timeZoneCookie.ts';
import { matchMediaFor, viewportGuessOf, type ViewportGuess } from '#src/lib/viewportGuess.ts';
import { setsBoldType } from './boldType.ts';
import { RenderQueryClient } from './renderQueryClient.ts';
import { requestSessionStore } from './requestSessionStore.ts';
import { routerHydration } from './routerHydration.ts';
import { composedStyleNames, styleElements } from './styleElements.ts';

export interface PageRequest {
  /** The browser's request for the page. */
  request: Request;
  /** Calls the lease API for this request's driver (the portal server adds the token). */
  gateway: Gateway;
  /** The session the request's cookie names, as the browser would keep it; null when none. */
  session: StoredSession | null;
  /** The nonce of the response's CSP, for emotion's style elements. */
  nonce: string;
  /** The server's route rules, as the page carries them. */
  routeRules?: readonly RouteRule[];
}

/** A page rendered with its data: what goes into the page's head and into `#root`. */
export interface RenderedPage {
  kind: 'page';
  status: number;
  /** The route's locale, for `<html lang>`. */
  lang: string;
  /** Emotion's style elements and the hydration data, for the end of `<head>`. */
  head: string;
  /** The page's markup, for inside `#root`. */
  root: string;
  /** Whether the page sets text in bold, whose font file the page then loads with its first ones. */
  boldType: boolean;
}

/** What the route table answered instead of a page: a redirect, or a page the app renders. */
export type PageOutcome =
  | RenderedPage
  /** A redirect (a guard, a loader): sent to the browser as it is. */
  | { kind: 'response'; response: Response }
  /** A page with a route error: the browser renders it itself, as before. */
  | { kind: 'unrendered'; status: number; errors: Record<string, unknown> };

/**
 * The pages the server renders with their data: a logged-in person's pages, in both their
 * layouts. The login and other guest pages keep the brand's first paint and render here.
 */
const SERVER_RENDERED_LAYOUTS: ReadonlySet<string> = new Set(Object.values(PAGE_LAYOUT_IDS));

/** Whether the server renders this page with its data. */
export function rendersOnServer(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches.some(
    ({ route }) => route.id !== undefined && SERVER_RENDERED_LAYOUTS.has(route.id),
  );
}

/**
 * Whether no page of the route table has this address: only a catch-all ("Page not found", in a
 * client or outside any) matches it, or its first segment is no language. Such a page answers 404, so a link checker, a search engine
 * or a monitor learns what a person reads on it.
 */
export function isUnknownPage(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname) ?? [];
  const deepest = matches.at(-1);
  if (deepest === undefined || deepest.route.path === '*') return true;
  // A first segment that is no language at all: the language guard's "not found".
  const { lang } = deepest.params;
  return lang !== undefined && resolveRouteLocale(lang).kind === 'not-found';
}

/**
 * JSON safe inside `<script type="application/json">`: no `</script>` or `<!--` can end or bend
 * the element, and the line separators some parsers choke on are escaped too.
 */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Renders one page of the route table on the server: the guards and loaders run as in the
 * browser (with a query cache and a session of this request only), then the page renders with
 * every lazy part resolved, and its styles and data go into the page for the browser's app to
 * take over without rendering anything anew.
 */
export async function renderPage(input: PageRequest): Promise<PageOutcome> {
  const sessionStore = requestSessionStore(input.session);
  const cookies = input.request.headers.get('cookie') ?? '';
  const viewport = viewportGuessOf(input.request.headers);
  const clock = {
    now: Date.now(),
    timeZone: requestTimeZone(readCookie(cookies, TIME_ZONE_COOKIE)),
  };
  const deps = {
    sessionStore,
    choices: createStoredChoices(requestChoiceArea(cookies)),
    queryClient: new RenderQueryClient({ defaultOptions: defaultQueryOptions }),
    gateway: input.gateway,
    routeRules: input.routeRules ?? [],
    serverMatchMedia: matchMediaFor(viewport),
    serverClock: clock,
  } satisfies RenderDeps;
  const requestContext = new RouterContextProvider();
  requestContext.set(appDepsContext, deps);
  const handler = createStaticHandler(routes, { future: { v8_middleware: true } });

  let outcome: PageOutcome = { kind: 'unrendered', status: 500, errors: {} };
  const response = await handler.query(input.request, {
    requestContext,
    generateMiddlewareResponse: async (query) => {
      const context = await query(input.request);
      if (context instanceof Response) return context;
      if (context.errors) {
        outcome = { kind: 'unrendered', status: context.statusCode, errors: context.errors };
        return new Response(null, { status: 204 });
      }
      outcome = await renderMatched(context, handler.dataRoutes, deps, input.nonce, viewport);
      return new Response(null, { status: 204 });
    },
  });
  // With `generateMiddlewareResponse` the handler answers with a Response: a guard's or loader's
  // redirect, or the empty one above once the page is rendered.
  if (response instanceof Response && response.status >= 300 && response.status < 400) {
    return { kind: 'response', response };
  }
  return outcome;
}

/** What one render on the server is made of. */
type RenderDeps = AppDeps & {
  queryClient: RenderQueryClient;
  serverClock: NonNullable<AppDeps['serverClock']>;
};

/**
 * How often a page is rendered at most: the first render asks for what its loaders did not
 * load, the second shows it and may ask for what depends on it (the search's results need the
 * tax settings), the third shows that.
 */
const MAX_RENDERS = 3;

async function renderMatched(
  context: StaticHandlerContext,
  dataRoutes: ReturnType<typeof createStaticHandler>['dataRoutes'],
  deps: RenderDeps,
  nonce: string,
  viewport: ViewportGuess,
): Promise<RenderedPage> {
  const router = createStaticRouter(dataRoutes, context);
  let html = '';
  let styles = '';
  let boldType = false;
  for (let render = 1; render <= MAX_RENDERS; render += 1) {
    const emotionCache = createCache({ key: EMOTION_KEY, nonce });
    // Made before the render: it switches the cache to collecting styles instead of writing a
    // <style> element beside every component.
    const emotion = createEmotionServer(emotionCache);
    // Waits for every lazy part and every query the page suspends on: the page goes out whole.
    const { prelude } = await prerender(
      <StrictMode>
        <AppProvider deps={deps} emotionCache={emotionCache} pageOrigin={SERVER_PAGE}>
          <StaticRouterProvider router={router} context={context} hydrate={false} nonce={nonce} />
        </AppProvider>
      </StrictMode>,
      // Every part in place, however large: React otherwise sends a large part after the rest
      // with an inline script to move it in, which the page's CSP refuses.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    html = await new Response(prelude).text();
    const chunks = emotion.extractCriticalToChunks(html).styles;
    styles = styleElements(chunks, nonce, composedStyleNames(emotionCache.inserted, chunks));
    boldType = setsBoldType(chunks, html);
    if (render === MAX_RENDERS || !(await deps.queryClient.fetchAsked())) break;
  }
  const hydration: PageHydration = {
    router: routerHydration(context),
    queries: dehydrate(deps.queryClient),
    session: deps.sessionStore.read(),
    viewport,
    clock: deps.serverClock,
  };
  const data = `<script type="application/json" id="${PAGE_HYDRATION_ELEMENT_ID}">${jsonForScript(hydration)}</script>`;
  const lang = context.matches[1]?.params.lang ?? 'nl';
  const unknown = isUnknownPage(context.location.pathname);
  const status = context.statusCode === 200 && unknown ? 404 : context.statusCode;
  return { kind: 'page', status, lang, head: styles + data, root: html, boldType };
}
