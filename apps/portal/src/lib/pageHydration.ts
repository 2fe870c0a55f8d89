import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';
import { PAGE_HYDRATION_ELEMENT_ID } from './pageHydrationElement.ts';
import type { StoredSession } from './sessionStore.ts';
import { isViewportGuess, type ViewportGuess } from './viewportGuess.ts';

/**
 * What a page rendered on the server hands to the app in the browser, so its first render gives
 * the same HTML: the router's loader data, the query cache's answers the page was rendered with,
 * and the session the server rendered it for. It travels as JSON in a script element that is
 * never executed (the page's CSP admits no inline script).
 */
export interface PageHydration {
  router: HydrationState;
  queries: DehydratedState;
  session: StoredSession | null;
  /** The screen the server rendered the page for. */
  viewport: ViewportGuess;
  /** The moment and time zone the server rendered the page at. */
  clock: { now: number; timeZone: string };
}

/**
 * The hydration data of a page the server rendered, from its element's text; null for a page the
 * app renders itself. The server wrote it moments ago with the page, so it is trusted as the page
 * is; a page whose data cannot be read is rendered afresh instead of taken over.
 */
export function parsePageHydration(text: string | null | undefined): PageHydration | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { router, queries, session, viewport, clock } = value as Partial<PageHydration>;
  if (!router || !queries || !clock) return null;
  return {
    router,
    queries,
    session: session ?? null,
    viewport: isViewportGuess(viewport) ? viewport : 'phone',
    clock,
  };
}

/** The hydration data the server put into this page, if it rendered it. */
export function readPageHydration(page: Document = document): PageHydration | null {
  return parsePageHydration(page.getElementById(PAGE_HYDRATION_ELEMENT_ID)?.textContent);
}
