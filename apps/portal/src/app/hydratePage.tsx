import { languageOfLocale, type InterfaceLanguage } from '@lease/api';
import { hydrate, timeoutManager } from '@tanstack/react-query';
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
import { sharedQueryTimers } from '#src/lib/sharedQueryTimers.ts';
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
  const loads: Promise<void>[] = [];
  for (const { route } of matches) {
    const { lazy } = route;
    if (typeof lazy !== 'function') continue;
    // Each route's code is asked for in a task of its own: asking preloads its files, a few dozen
    // elements added to the head, and with DevTools open (as Lighthouse measures) the layout's and
    // the page's together made one of the take-over's longest tasks.
    if (loads.length > 0) await nextTask();
    const load = lazy().then((resolved) => {
      Object.assign(route, resolved, { lazy: undefined });
    });
    // Awaited below; meanwhile a failure counts as handled.
    load.catch(() => undefined);
    loads.push(load);
  }
  await Promise.all(loads);
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
  // The page's code and texts are asked for first, in a task of their own: their files' preloads
  // (a few dozen new elements in the head) took as long as the rest of this step together.
  const locale = documentLocale();
  const language = languageOfLocale(locale);
  const code = Promise.all([
    pageCode(window.location.pathname, language),
    catalogueFor(language),
    loadRenderer(),
  ]);
  // Awaited below, where a failure is dealt with; meanwhile it counts as handled.
  code.catch(() => undefined);
  await nextTask();
  // The session first: the query cache empties itself when the session changes (to show no one
  // another's data), and this browser may not have kept this session yet. The page's answers
  // put in before it would be emptied again, and React would find the page without its data.
  if (page.session) {
    deps.sessionStore.save(pageSessionKeepingFlag(page.session, deps.sessionStore.read()));
  } else deps.sessionStore.clear();
  // Before the page's first query: the cache's timers then all go through the same provider, and
  // the take-over's thirty-odd parts subscribing at once share a few browser timers.
  timeoutManager.setTimeoutProvider(sharedQueryTimers());
  hydrate(deps.queryClient, page.queries);
  // The route's guards ran on the server; what they keep in the browser is kept here.
  rememberLocale(locale);
  const [, catalogue, renderer] = await code;
  // Without its texts the page would read differently from the server's: the app renders it
  // itself, and the language route deals with the missing texts as on any other page.
  if (!catalogue.complete || !renderer) return false;
  // The locale data (begun as the app started) is in before the take-over, which starts in a task
  // of its own, apart from the page's code that just ran.
  await loadLocaleData(locale);
  await nextTask();
  const router = createAppRouter(deps, { hydrationData: page.router });
  const pageOrigin = serverPageOrigin(router);
  // The router's start (its routes ranked, the history) and React's take-over in tasks of their
  // own: together 20-30 ms at full speed, a long task on a phone.
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
