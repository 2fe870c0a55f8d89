import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { RoutePreloader } from '#src/lib/routePreloader.ts';

/**
 * Loads the code of the page behind a link as soon as a person shows they may follow it: the
 * pointer over it, keyboard focus on it, a finger on it. One listener per event for the whole
 * document, so every link of every page takes part without knowing it.
 */
export function startLinkPreloads(
  routes: RouteObject[],
  preloader: RoutePreloader,
  page: Document = document,
): () => void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== page.location.origin) return;
    for (const { route } of matchRoutes(routes, link.pathname) ?? []) {
      if (typeof route.lazy === 'function') preloader.preload(route.lazy);
    }
  };
  const events = ['pointerover', 'focusin', 'touchstart'] as const;
  for (const type of events) page.addEventListener(type, onIntent, { passive: true });
  return () => {
    for (const type of events) page.removeEventListener(type, onIntent);
  };
}
