import {
  createBrowserRouter,
  createMemoryRouter,
  RouterContextProvider,
  type HydrationState,
  type RouteObject,
} from 'react-router-dom';
import { paths } from '#src/config/paths.ts';
import { appDepsContext, type AppDeps } from '#src/lib/appDeps.tsx';
import { keepDataOnQueryChange } from '#src/lib/keepDataOnQueryChange.ts';
import { followRouteRules } from './guards/followRouteRules.ts';
import { reloadWhenOutdated } from './guards/reloadWhenOutdated.ts';
import { guardsNamed } from './guards/routeGuards.ts';
import { AuthLayoutRoute } from './layouts/AuthLayoutRoute.tsx';
import { clientLoader } from './routes/clientLoader.ts';
import { ClientRoute } from './routes/ClientRoute.tsx';
import { InitialFallback } from './routes/InitialFallback.tsx';
import { LocaleRoute, localeLoader } from './routes/LocaleRoute.tsx';
import { NotFoundRoute } from './routes/NotFoundRoute.tsx';
import { RouteErrorBoundary } from './routes/RouteErrorBoundary.tsx';
import { homeLoader, languageHomeLoader } from './routes/startPageLoaders.ts';

/** The layouts of a logged-in person's pages, by the ids the server knows them by. */
export const PAGE_LAYOUT_IDS = { default: 'default-layout', order: 'order-layout' } as const;

/** Renders nothing: for routes whose loader always redirects. */
const Redirecting = () => null;

// The frames of logged-in pages load with their first page, not with the app: the login page,
// where most visits start, needs neither (the JavaScript budgets, ADR 0011).
const defaultLayout = async () => ({
  Component: (await import('./layouts/DefaultLayoutRoute.tsx')).DefaultLayoutRoute,
});
const orderLayout = async () => ({
  Component: (await import('./layouts/OrderLayoutRoute.tsx')).OrderLayoutRoute,
});
const clientNotFound = async () => {
  const route = await import('./routes/ClientNotFoundRoute.tsx');
  return {
    loader: route.clientNotFoundLoader,
    Component: route.ClientNotFoundRoute,
    handle: route.clientNotFoundHandle,
  };
};

/**
 * The route table (spec point 2). Frames (language, client brand, layouts) load with the app;
 * every page is a route module under `features/<domain>/routes/` that exports `Component` and,
 * where it has them, `loader` and `handle`, loaded lazily with `import()`. Guards are route
 * middleware, named as spec point 2 names them, and run before any loader of the routes below
 * them (docs/adr/0007-portal-routes-guards-and-data.md).
 */
export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    middleware: [reloadWhenOutdated, followRouteRules],
    HydrateFallback: InitialFallback,
    errorElement: <RouteErrorBoundary standalone />,
    children: [
      { index: true, loader: homeLoader, Component: Redirecting },
      {
        path: paths.languageHome.path,
        middleware: guardsNamed('i18n'),
        loader: localeLoader,
        shouldRevalidate: keepDataOnQueryChange,
        Component: LocaleRoute,
        children: [
          { index: true, loader: languageHomeLoader, Component: Redirecting },
          {
            path: paths.clientHome.path,
            loader: clientLoader,
            shouldRevalidate: keepDataOnQueryChange,
            Component: ClientRoute,
            children: [
              {
                // Failures inside a client keep its language and brand.
                errorElement: <RouteErrorBoundary />,
                children: [
                  {
                    middleware: guardsNamed('guest'),
                    Component: AuthLayoutRoute,
                    children: [
                      {
                        path: paths.auth.login.path,
                        lazy: () => import('#src/features/auth/routes/LoginRoute.tsx'),
                      },
                      {
                        path: paths.auth.authorize.path,
                        lazy: () => import('#src/features/auth/routes/AuthorizeRoute.tsx'),
                      },
                      {
                        // The spec's route name: auth_grant_access.
                        id: 'auth_grant_access',
                        path: paths.auth.grantAccess.path,
                        lazy: () => import('#src/features/auth/routes/GrantAccessRoute.tsx'),
                      },
                    ],
                  },
                  {
                    // Logged in, before the choice of driver or arrangement (spec point 4).
                    middleware: guardsNamed('authenticated'),
                    Component: AuthLayoutRoute,
                    children: [
                      {
                        path: paths.auth.choose.path,
                        lazy: () => import('#src/features/auth/routes/ChooseRoute.tsx'),
                      },
                    ],
                  },
                  {
                    id: PAGE_LAYOUT_IDS.default,
                    middleware: guardsNamed('authenticated'),
                    lazy: defaultLayout,
                    children: [
                      {
                        index: true,
                        lazy: () => import('#src/features/home/routes/ClientHomeRoute.tsx'),
                      },
                      {
                        path: paths.policy.path,
                        lazy: () => import('#src/features/policy/routes/PolicyRoute.tsx'),
                      },
                      {
                        path: paths.quotes.path,
                        lazy: () => import('#src/features/quotes/routes/QuotesRoute.tsx'),
                      },
                      {
                        path: paths.quote.path,
                        lazy: () => import('#src/features/quotes/routes/QuoteRoute.tsx'),
                      },
                      {
                        path: paths.settings.path,
                        lazy: () => import('#src/features/settings/routes/SettingsRoute.tsx'),
                      },
                      {
                        path: paths.service.path,
                        lazy: () => import('#src/features/service/routes/ServiceRoute.tsx'),
                      },
                      {
                        path: paths.reviews.path,
                        lazy: () => import('#src/features/reviews/routes/ReviewsRoute.tsx'),
                      },
                      {
                        path: paths.calculator.path,
                        lazy: () => import('#src/features/search/routes/CalculatorRoute.tsx'),
                      },
                      {
                        path: paths.types.path,
                        lazy: () => import('#src/features/configurator/routes/TypesRoute.tsx'),
                      },
                      {
                        path: paths.configurator.path,
                        lazy: () =>
                          import('#src/features/configurator/routes/ConfiguratorRoute.tsx'),
                      },
                      {
                        path: paths.pricingManager.path,
                        lazy: () =>
                          import('#src/features/configurator/routes/PricingManagerRoute.tsx'),
                      },
                      {
                        path: paths.compare.path,
                        lazy: () => import('#src/features/compare/routes/CompareRoute.tsx'),
                      },
                      {
                        path: paths.savedCars.path,
                        lazy: () => import('#src/features/saved-cars/routes/SavedCarsRoute.tsx'),
                      },
                      {
                        path: paths.cart.path,
                        lazy: () => import('#src/features/cart/routes/CartRoute.tsx'),
                      },
                      {
                        path: paths.orders.path,
                        lazy: () => import('#src/features/order/routes/MyOrdersRoute.tsx'),
                      },
                    ],
                  },
                  {
                    id: PAGE_LAYOUT_IDS.order,
                    middleware: guardsNamed('authenticated'),
                    lazy: orderLayout,
                    children: [
                      {
                        path: paths.order.path,
                        lazy: () => import('#src/features/order/routes/OrderRoute.tsx'),
                      },
                      {
                        path: paths.orderStatus.path,
                        lazy: () => import('#src/features/order/routes/OrderStatusRoute.tsx'),
                      },
                    ],
                  },
                  {
                    path: '*',
                    lazy: clientNotFound,
                  },
                ],
              },
            ],
          },
          { path: '*', Component: NotFoundRoute },
        ],
      },
    ],
  },
];

export interface AppRouterOptions {
  /** Start in memory at these URLs instead of the browser's history (the route test harness). */
  initialEntries?: string[];
  /** The loader data of a page the server rendered, which the router starts from. */
  hydrationData?: HydrationState;
}

/**
 * The router, built from the app's dependencies: middleware and loaders get them from the
 * router context (`appDepsOf(context)`), so nothing is a singleton made at import time.
 */
export function createAppRouter(deps: AppDeps, options: AppRouterOptions = {}) {
  const init = {
    future: { v8_middleware: true },
    getContext: () => {
      const context = new RouterContextProvider();
      context.set(appDepsContext, deps);
      return context;
    },
  };
  return options.initialEntries
    ? createMemoryRouter(routes, { ...init, initialEntries: options.initialEntries })
    : createBrowserRouter(routes, {
        ...init,
        ...(options.hydrationData ? { hydrationData: options.hydrationData } : {}),
      });
}
