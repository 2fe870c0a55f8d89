import type { Gateway, RouteRule } from '@lease/api';
import type { QueryClient } from '@tanstack/react-query';
import { createContext, use, type ReactNode } from 'react';
import {
  createContext as createRouterContext,
  type LoaderFunctionArgs,
  type RouterContextProvider,
} from 'react-router-dom';
import type { DeploymentCheck } from './deploymentCheck.ts';
import type { PageViewSink } from './pageViews.ts';
import type { SessionStore } from './sessionStore.ts';
import type { StoredChoices } from './storedChoices.ts';

/**
 * What the portal is built from. `main.tsx` makes the real ones once; the route test harness
 * makes its own, so no page depends on a singleton created when a module is imported.
 */
export interface AppDeps {
  queryClient: QueryClient;
  gateway: Gateway;
  sessionStore: SessionStore;
  /** The driver's remembered choices: this browser's, or on the server the request's. */
  choices: StoredChoices;
  /** The new-build check; none in development and tests, where builds have no id. */
  deployment?: Pick<DeploymentCheck, 'isOutdated'>;
  /** Where page views go (`noPageViews` when left out). */
  pageViews?: PageViewSink;
  /** The server's route rules (`lib/pageRouteRules.ts`); none when left out. */
  routeRules?: readonly RouteRule[];
  /**
   * How long a page waits after the driver's last change before it asks for a calculation
   * (`CALCULATION_DELAY_MS` when left out); route tests lengthen it to tell a burst of clicks
   * from clicks apart, however slow the machine.
   */
  calculationDelayMs?: number;
  /**
   * Media queries answered for the screen a page the server renders is for, while it renders
   * and while the browser takes it over (`lib/viewportGuess.ts`); none for a page the browser
   * renders itself.
   */
  serverMatchMedia?: (query: string) => { matches: boolean };
  /**
   * The moment and the driver's time zone a page the server renders was rendered at, for what
   * tells the time of day (the greeting); none for a page the browser renders itself.
   */
  serverClock?: { now: number; timeZone: string };
}

/** The dependencies as the router hands them to middleware and loaders (`context.get`). */
export const appDepsContext = createRouterContext<AppDeps>();

/** The router context of middleware and loaders. */
export type RouteContext = Readonly<RouterContextProvider>;

/** The app's dependencies inside a guard or loader. */
export function appDepsOf(context: RouteContext): AppDeps {
  return context.get(appDepsContext);
}

const AppDepsReactContext = createContext<AppDeps | null>(null);

/** Hands the app's dependencies to components (the router hands them to loaders). */
export function AppDepsProvider({ deps, children }: { deps: AppDeps; children: ReactNode }) {
  return <AppDepsReactContext value={deps}>{children}</AppDepsReactContext>;
}

/** The app's dependencies inside a component. */
export function useAppDeps(): AppDeps {
  const deps = use(AppDepsReactContext);
  if (!deps) throw new Error('useAppDeps needs an AppDepsProvider above it.');
  return deps;
}

/** The driver's remembered choices (category, mobility product, a supervisor's tax settings). */
export function useStoredChoices(): StoredChoices {
  return useAppDeps().choices;
}

/** The gateway every call of a component goes through. */
export function useGateway(): Gateway {
  return useAppDeps().gateway;
}

/**
 * A burst of clicks ends in one calculation; a single click's price comes a moment later. Quick
 * clicks on a phone's options come 200–300 ms apart (the bench's, at 4x CPU: about 220); with
 * 300 ms, a busy moment let a burst through as two calculations.
 */
export const CALCULATION_DELAY_MS = 400;

/** How long a page waits after the driver's last change before it asks for a calculation. */
export function useCalculationDelay(): number {
  return useAppDeps().calculationDelayMs ?? CALCULATION_DELAY_MS;
}

/** What a loader receives: the route's params and request, and the router context. */
export type RouteLoaderArgs = LoaderFunctionArgs<RouteContext>;
