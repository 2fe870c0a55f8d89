import type { TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

/** The browser's timers, as far as the shared ones use them. */
export interface BrowserTimers {
  now(): number;
  setTimeout(callback: () => void, delay: number): number;
  clearTimeout(id: number): void;
}

/** Shorter waits (a retry's, a refetch's soon after) keep a browser timer of their own. */
const SHARED_FROM_MS = 1000;

/** The span whose timers share one browser timer: they run at its end. */
const SPAN_MS = 1000;

const browserTimers: BrowserTimers = {
  now: () => performance.now(),
  setTimeout: (callback, delay) => window.setTimeout(callback, delay),
  clearTimeout: (id) => window.clearTimeout(id),
};

/**
 * The query cache's timers, sharing browser timers: every answer a page shows starts one as a
 * part subscribes to it (when it turns stale) and every cached answer another (when it may be
 * dropped), some thirty each as the browser takes the configurator over, all in one task. Each
 * browser timer costs little, but with DevTools open (as Lighthouse measures) Chromium records
 * where each was set, and those thirty took 20-30 ms at full speed. Waits of a second or more
 * that end in the same second share one browser timer, which runs them at that second's end:
 * never before their time, at most a second after it. Shorter ones and intervals are the
 * browser's own.
 */
export function sharedQueryTimers(timers: BrowserTimers = browserTimers): TimeoutProvider<number> {
  // Shared timers are numbered below zero, apart from the browser's own.
  let lastId = 0;
  const spans = new Map<number, { timer: number; callbacks: Map<number, TimeoutCallback> }>();
  const spanOf = new Map<number, number>();

  const runSpan = (end: number) => {
    const span = spans.get(end);
    spans.delete(end);
    for (const [id, callback] of span?.callbacks ?? []) {
      spanOf.delete(id);
      callback();
    }
  };

  return {
    setTimeout(callback, delay) {
      if (!(delay >= SHARED_FROM_MS)) return timers.setTimeout(callback, delay);
      lastId -= 1;
      const id = lastId;
      const now = timers.now();
      const end = Math.ceil((now + delay) / SPAN_MS) * SPAN_MS;
      let span = spans.get(end);
      if (!span) {
        span = { timer: timers.setTimeout(() => runSpan(end), end - now), callbacks: new Map() };
        spans.set(end, span);
      }
      span.callbacks.set(id, callback);
      spanOf.set(id, end);
      return id;
    },
    clearTimeout(id) {
      if (id === undefined) return;
      if (id >= 0) {
        timers.clearTimeout(id);
        return;
      }
      const end = spanOf.get(id);
      if (end === undefined) return;
      spanOf.delete(id);
      const span = spans.get(end);
      span?.callbacks.delete(id);
      if (span && span.callbacks.size === 0) {
        timers.clearTimeout(span.timer);
        spans.delete(end);
      }
    },
    setInterval: (callback, delay) => window.setInterval(callback, delay),
    clearInterval: (id) => window.clearInterval(id),
  };
}
