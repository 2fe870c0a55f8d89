/** What the browser says about the connection (`navigator.connection`), where it says anything. */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

export interface RoutePreloader {
  /** Loads a page's code ahead of a likely visit; the same load is run once. */
  preload(load: () => Promise<unknown>): void;
}

/** Spec point 8 (decisions.md §3): at most this many route preloads at once. */
export const MAX_CONCURRENT_PRELOADS = 5;

/** No preloading for a person who asked to save data, or on a 2g connection (slow-2g too). */
export function mayPreload(connection: ConnectionHints | undefined): boolean {
  if (connection?.saveData) return false;
  return !connection?.effectiveType?.includes('2g');
}

/**
 * Preloads of page code, for links a person is about to follow: never more than
 * {@link MAX_CONCURRENT_PRELOADS} at once (the rest wait their turn), each load once, none when
 * the connection says not to. A failed preload is forgotten, so the next intent or the
 * navigation itself tries again (and the navigation shows its own error).
 */
export function createRoutePreloader(
  connection: () => ConnectionHints | undefined,
  maxConcurrent = MAX_CONCURRENT_PRELOADS,
): RoutePreloader {
  const requested = new Set<() => Promise<unknown>>();
  const waiting: (() => Promise<unknown>)[] = [];
  let running = 0;

  const next = () => {
    while (running < maxConcurrent && waiting.length > 0) {
      const load = waiting.shift();
      if (!load) return;
      running += 1;
      load()
        .catch(() => requested.delete(load))
        .finally(() => {
          running -= 1;
          next();
        });
    }
  };

  return {
    preload(load) {
      if (requested.has(load) || !mayPreload(connection())) return;
      requested.add(load);
      waiting.push(load);
      next();
    },
  };
}
