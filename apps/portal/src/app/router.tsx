import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { AuthenticatedGuard } from './guards/AuthenticatedGuard.tsx';
import { i18nGuard } from './guards/i18nGuard.ts';
import { AuthLayoutRoute } from './layouts/AuthLayoutRoute.tsx';
import { DefaultLayoutRoute } from './layouts/DefaultLayoutRoute.tsx';
import type { RouteHandle } from './routeHandle.ts';
import { ClientRoute } from './routes/ClientRoute.tsx';
import { clientLoader } from './routes/clientLoader.ts';
import { homeLoader } from './routes/homeLoader.ts';
import { InitialFallback } from './routes/InitialFallback.tsx';
import { languageHomeLoader } from './routes/languageHomeLoader.ts';
import { LocaleRoute } from './routes/LocaleRoute.tsx';
import { NotFoundRoute } from './routes/NotFoundRoute.tsx';
import { RouteErrorBoundary } from './routes/RouteErrorBoundary.tsx';

/**
 * The route table (spec point 2). Only this slice's pages are registered; every other spec route
 * is unmatched for now and shows the 404 page rather than a stub. Pages load lazily; the frames
 * around them (language, client brand, guards, layouts) are small and load with the app.
 */
export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    HydrateFallback: InitialFallback,
    errorElement: <RouteErrorBoundary standalone />,
    children: [
      { index: true, loader: homeLoader },
      {
        path: paths.languageHome.path,
        loader: i18nGuard,
        element: <LocaleRoute />,
        children: [
          { index: true, loader: languageHomeLoader },
          {
            path: paths.clientHome.path,
            loader: clientLoader,
            element: <ClientRoute />,
            children: [
              {
                // Failures inside a client keep its language and brand.
                errorElement: <RouteErrorBoundary />,
                children: [
                  {
                    element: <AuthLayoutRoute />,
                    children: [
                      {
                        path: paths.auth.login.path,
                        handle: { titleId: 'auth.login.title' } satisfies RouteHandle,
                        lazy: () =>
                          import('./routes/auth/LoginRoute.tsx').then((module) => ({
                            Component: module.LoginRoute,
                          })),
                      },
                    ],
                  },
                  {
                    element: <AuthenticatedGuard />,
                    children: [
                      {
                        element: <DefaultLayoutRoute />,
                        children: [
                          {
                            index: true,
                            handle: { titleId: 'home.title' } satisfies RouteHandle,
                            lazy: () =>
                              import('./routes/client/ClientHomeRoute.tsx').then((module) => ({
                                Component: module.ClientHomeRoute,
                              })),
                          },
                        ],
                      },
                    ],
                  },
                  { path: '*', element: <NotFoundRoute /> },
                ],
              },
            ],
          },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
