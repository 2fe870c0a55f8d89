import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPausableTimer } from './pausableTimer.ts';

describe('createPausableTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fires once after the duration', () => {
    const onExpire = vi.fn();
    createPausableTimer(onExpire, 3000);
    vi.advanceTimersByTime(2999);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it.each([
    // run before the pause, paused for, run after → fired?
    [1000, 60_000, 1999, false],
    [1000, 60_000, 2000, true],
    [0, 5000, 3000, true],
    [2999, 100, 1, true],
  ])('runs %d ms, pauses %d ms, runs %d ms: fired %s', (before, paused, after, fired) => {
    const onExpire = vi.fn();
    const timer = createPausableTimer(onExpire, 3000);
    vi.advanceTimersByTime(before);
    timer.pause();
    vi.advanceTimersByTime(paused);
    expect(onExpire).not.toHaveBeenCalled();
    timer.resume();
    vi.advanceTimersByTime(after);
    expect(onExpire).toHaveBeenCalledTimes(fired ? 1 : 0);
  });

  it('keeps the remaining time across pauses', () => {
    const timer = createPausableTimer(() => undefined, 3000);
    vi.advanceTimersByTime(500);
    timer.pause();
    timer.pause();
    expect(timer.remaining()).toBe(2500);
    timer.resume();
    timer.resume();
    vi.advanceTimersByTime(1000);
    expect(timer.remaining()).toBe(1500);
  });

  it('never fires once cleared', () => {
    const onExpire = vi.fn();
    const timer = createPausableTimer(onExpire, 100);
    timer.clear();
    timer.resume();
    vi.advanceTimersByTime(1000);
    expect(onExpire).not.toHaveBeenCalled();
  });

  it.each([Number.POSITIVE_INFINITY, Number.NaN, -1])('never fires for a duration of %d', (d) => {
    const onExpire = vi.fn();
    createPausableTimer(onExpire, d);
    vi.advanceTimersByTime(1e9);
    expect(onExpire).not.toHaveBeenCalled();
  });
});
