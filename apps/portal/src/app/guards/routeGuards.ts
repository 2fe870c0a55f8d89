import type { MiddlewareFunction } from 'react-router-dom';
import { authenticated } from './authenticated.ts';
import { guest } from './guest.ts';
import { i18n } from './i18n.ts';

/** The route guards by the names spec point 2 gives them. */
export const routeGuards = { authenticated, guest, i18n } satisfies Record<
  string,
  MiddlewareFunction
>;

export type RouteGuardName = keyof typeof routeGuards;

/** The error a route that names no known guard fails with (spec point 8). */
export function unknownGuardError(name: string): Error {
  return new Error(`Unknown route middleware: '${name}'`);
}

/**
 * The middleware for guards named in the route table. A name without a guard does not pass
 * silently: the route fails with "Unknown route middleware" when someone opens it.
 */
export function guardsNamed(...names: RouteGuardName[]): MiddlewareFunction[] {
  return names.map((name) => {
    const guard: MiddlewareFunction | undefined = Object.hasOwn(routeGuards, name)
      ? routeGuards[name]
      : undefined;
    if (guard) return guard;
    return () => {
      throw unknownGuardError(name);
    };
  });
}
