/** The clock a timer runs on; the browser's by default, a fake one in tests. */
export interface TimerClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserClock: TimerClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** A one-shot timer that can be paused and resumed, keeping the time that was left. */
export interface PausableTimer {
  /** Stops the countdown; the remaining time is kept. Pausing twice is harmless. */
  pause(): void;
  /** Continues the countdown from where it was paused. */
  resume(): void;
  /** Stops the timer for good; it will never fire. */
  clear(): void;
  /** Milliseconds left before it fires. */
  remaining(): number;
}

/**
 * Calls `onExpire` after `duration` ms of running time. Toasts use it to stop counting while the
 * pointer or focus is on them (WCAG 2.2.1: a person can take as long as they need to read it).
 * A non-finite or negative duration never expires.
 */
export function createPausableTimer(
  onExpire: () => void,
  duration: number,
  clock: TimerClock = browserClock,
): PausableTimer {
  const endless = !Number.isFinite(duration) || duration < 0;
  let left = endless ? Number.POSITIVE_INFINITY : duration;
  let startedAt = 0;
  let handle: unknown = null;
  let done = false;

  const start = () => {
    if (done || endless || handle !== null) return;
    startedAt = clock.now();
    handle = clock.setTimeout(() => {
      handle = null;
      done = true;
      left = 0;
      onExpire();
    }, left);
  };

  start();
  return {
    pause() {
      if (handle === null) return;
      clock.clearTimeout(handle);
      handle = null;
      left = Math.max(0, left - (clock.now() - startedAt));
    },
    resume: start,
    clear() {
      if (handle !== null) clock.clearTimeout(handle);
      handle = null;
      done = true;
    },
    remaining() {
      if (handle === null) return left;
      return Math.max(0, left - (clock.now() - startedAt));
    },
  };
}
