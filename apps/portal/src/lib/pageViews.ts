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
