/** One event of a Chromium performance trace, as far as the blocking time reads it. */
export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  /** Microseconds. */
  ts: number;
  /** Microseconds, for complete (`X`) events. */
  dur?: number;
}

/** What the main thread did after the page's first contentful paint, in milliseconds. */
export interface AfterPaint {
  /** Σ max(0, scale × task − 50 ms) over the tasks after the paint: Lighthouse's blocking time. */
  blocking: number;
  /** The tasks' time, unscaled. */
  busy: number;
  /** The longest task, unscaled. */
  longest: number;
}

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/**
 * The blocking time of one page load as Lighthouse's simulation counts it, from a trace taken at
 * full speed: every top-level task of the renderer's main thread (the thread that reported the
 * first contentful paint) from that paint on, its length multiplied by `scale` (the CPU slowdown
 * the simulation applies), and what a task takes over 50 ms summed. Null when the trace holds no
 * first contentful paint.
 */
export function blockingAfterPaint(
  events: readonly TraceEvent[],
  scale: number,
): AfterPaint | null {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return null;
  const tasks = events.filter(
    (event) =>
      event.pid === paint.pid &&
      event.tid === paint.tid &&
      event.ph === 'X' &&
      TASK_NAMES.has(event.name) &&
      event.dur !== undefined,
  );
  // A task run inside another (a nested message loop) is part of the outer one.
  const outer = tasks.filter(
    (task) =>
      !tasks.some(
        (other) =>
          other !== task &&
          other.ts <= task.ts &&
          other.ts + (other.dur ?? 0) >= task.ts + (task.dur ?? 0) &&
          (other.dur ?? 0) > (task.dur ?? 0),
      ),
  );
  const lengths = outer.filter((task) => task.ts >= paint.ts).map((task) => (task.dur ?? 0) / 1000);
  return {
    blocking: lengths.reduce((sum, length) => sum + Math.max(0, scale * length - 50), 0),
    busy: lengths.reduce((sum, length) => sum + length, 0),
    longest: Math.max(0, ...lengths),
  };
}
