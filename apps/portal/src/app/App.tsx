import type { PageOrigin } from '@lease/ui';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { AppDeps } from '#src/lib/appDeps.tsx';
import { noPageViews, trackPageViews } from '#src/lib/pageViews.ts';
import { createRoutePreloader, type ConnectionHints } from '#src/lib/routePreloader.ts';
import { startLinkPreloads } from './linkPreloads.ts';
import { AppProvider } from './provider.tsx';
import { createAppRouter, routes, type AppRouterOptions } from './router.tsx';

/** `navigator.connection`, which not every browser has. */
const connectionHints = () => (navigator as { connection?: ConnectionHints }).connection;

export interface AppProps extends AppRouterOptions {
  deps: AppDeps;
  /** A router made before the first render (main.tsx waits for its first page); else one is made. */
  router?: ReturnType<typeof createAppRouter>;
  /** Where the first page comes from, for a page the server rendered (`serverPageOrigin.ts`). */
  pageOrigin?: PageOrigin;
}

/** The portal: its providers around its router, both built from the app's dependencies. */
export function App({ deps, router: madeRouter, pageOrigin, ...routerOptions }: AppProps) {
  // Created on mount, not on import, so loading the route table never touches the URL.
  const [router] = useState(() => madeRouter ?? createAppRouter(deps, routerOptions));
  useEffect(() => trackPageViews(router, deps.pageViews ?? noPageViews), [router, deps.pageViews]);
  useEffect(() => startLinkPreloads(routes, createRoutePreloader(connectionHints)), []);
  return (
    <AppProvider deps={deps} pageOrigin={pageOrigin}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
