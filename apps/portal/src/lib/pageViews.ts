/** One finished page navigation, as a tracker may see it: a path, never a query or a token. */
export interface PageView {
  path: string;
}

/** Where page views go; the app's analytics plugs one in. */
export type PageViewSink = (view: PageView) => void;

/** The default: page views go nowhere. */
export const noPageViews: PageViewSink = () => undefined;

/** For development: page views in the console. */
export const consolePageViews: PageViewSink = (view) => console.info('[page view]', view.path);

/**
 * Page views posted to a path of the portal's own origin (`{"path":"…"}`, as the browser's beacon
 * sends it, without waiting): the operator's reverse proxy takes that path to their analytics.
 * Only the own origin: the page's CSP lets the browser send nowhere else.
 */
export function beaconPageViews(path: string): PageViewSink {
  return (view) => {
    navigator.sendBeacon(path, JSON.stringify({ path: view.path }));
  };
}

/**
 * The sink for a build: `VITE_PAGE_VIEWS_PATH` (a path on the portal's origin, such as
 * `/analytics/page-view`) sends page views there; without it they go nowhere, or to the console
 * in development. A value that is not such a path is ignored rather than sending data elsewhere.
 */
export function pageViewSinkFor(setting: string | undefined, development: boolean): PageViewSink {
  const path = setting?.trim() ?? '';
  if (/^\/(?!\/)[\w\-./]*$/.test(path)) return beaconPageViews(path);
  return development ? consolePageViews : noPageViews;
}

interface RouterLike {
  state: { navigation: { state: string }; location: { pathname: string; key: string } };
  subscribe(listener: (state: RouterLike['state']) => void): () => void;
}

/**
 * Calls the sink once per finished navigation (spec point 2), with the path only: the query
 * string can carry personal filters and the hand-over token, so it never leaves.
 */
export function trackPageViews(router: RouterLike, sink: PageViewSink): () => void {
  let lastKey: string | undefined;
  const report = (state: RouterLike['state']) => {
    if (state.navigation.state !== 'idle' || state.location.key === lastKey) return;
    lastKey = state.location.key;
    sink({ path: state.location.pathname });
  };
  report(router.state);
  return router.subscribe(report);
}
