import { languageOfLocale, type InterfaceLanguage } from '@lease/api';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { documentLocale } from '#src/i18n/localeForPath.ts';
import { catalogueFor } from '#src/i18n/messageCatalogues.ts';
import { pageSessionKeepingFlag } from '#src/lib/activeSession.ts';
import type { AppDeps } from '#src/lib/appDeps.tsx';
import { rememberLocale } from '#src/lib/localeCookie.ts';
import { readPageHydration } from '#src/lib/pageHydration.ts';
import { loadRenderer } from '#src/lib/renderer/loadRenderer.ts';
import { routeMessageParts } from '#src/lib/routeHandle.ts';
import { serverPageOrigin } from '#src/lib/serverPageOrigin.ts';
import { loadLocaleData, nextTask } from '#src/lib/startInSteps.ts';
import { matchMediaFor } from '#src/lib/viewportGuess.ts';
import { App } from './App.tsx';
import { createAppRouter, routes } from './router.tsx';

/**
 * The matched routes' code, in place of their `lazy` functions, before the router starts: a
 * router whose first matches are still lazy renders its fallback, not the page the server sent,
 * and throws the server's HTML away.
 */
async function resolveLazyMatches(table: RouteObject[], pathname: string): Promise<RouteObject[]> {
  const matches = matchRoutes(table, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
  return matches.map(({ route }) => route);
}

/** The matched routes' code and the parts of the texts they need (ADR 0021), both in. */
async function pageCode(pathname: string, language: InterfaceLanguage): Promise<void> {
  const matched = await resolveLazyMatches(routes, pathname);
  const parts = routeMessageParts(matched.map((route) => route.handle as unknown));
  if (parts.length === 0) return;
  // Only such a page loads the parts' code: the route's own chunk imports it too.
  const { messagePartsFor } = await import('#src/i18n/messageParts.tsx');
  await messagePartsFor(language, parts);
}

/**
 * Takes over a page the server rendered: the query cache starts with the answers the page was
 * rendered with, the session is the server's, the page's code and texts are in before the first
 * render, and React adopts the server's HTML instead of drawing it again. False, with nothing
 * done, when the page's data cannot be read: the app then renders the page itself.
 */
export async function hydratePage(container: HTMLElement, appDeps: AppDeps): Promise<boolean> {
  const page = readPageHydration();
  if (!page) return false;
  const deps: AppDeps = {
    ...appDeps,
    serverMatchMedia: matchMediaFor(page.viewport),
    serverClock: page.clock,
  };
  // The session first: the query cache empties itself when the session changes (to show no one
  // another's data), and this browser may not have kept this session yet. The page's answers
  // put in before it would be emptied again, and React would find the page without its data.
  if (page.session) {
    deps.sessionStore.save(pageSessionKeepingFlag(page.session, deps.sessionStore.read()));
  } else deps.sessionStore.clear();
  hydrate(deps.queryClient, page.queries);
  // The route's guards ran on the server; what they keep in the browser is kept here.
  const locale = documentLocale();
  rememberLocale(locale);
  const language = languageOfLocale(locale);
  const [, catalogue, renderer] = await Promise.all([
    pageCode(window.location.pathname, language),
    catalogueFor(language),
    loadRenderer(),
  ]);
  // Without its texts the page would read differently from the server's: the app renders it
  // itself, and the language route deals with the missing texts as on any other page.
  if (!catalogue.complete || !renderer) return false;
  // The locale data (begun as the app started) is in before the take-over, which starts in a task
  // of its own, apart from the page's code that just ran.
  await loadLocaleData(locale);
  await nextTask();
  const router = createAppRouter(deps, { hydrationData: page.router });
  const pageOrigin = serverPageOrigin(router);
  // The router's start (its routes, the history, the first page's middleware) and React's take-over
  // in tasks of their own: together 20-30 ms at full speed, a long task on a phone.
  await nextTask();
  // As a transition, React hydrates in slices and the phone stays responsive meanwhile.
  startTransition(() => {
    renderer.hydrateRoot(
      container,
      <StrictMode>
        <App deps={deps} router={router} pageOrigin={pageOrigin} />
      </StrictMode>,
    );
  });
  return true;
}
