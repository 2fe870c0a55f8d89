import { describe, expect, it } from 'vitest';
import { sharedQueryTimers, type BrowserTimers } from './sharedQueryTimers.ts';

/** Browser timers on a clock the test moves. */
function fakeTimers() {
  let now = 0;
  let nextId = 1;
  const pending = new Map<number, { at: number; callback: () => void }>();
  const timers: BrowserTimers = {
    now: () => now,
    setTimeout: (callback, delay) => {
      pending.set(nextId, { at: now + delay, callback });
      nextId += 1;
      return nextId - 1;
    },
    clearTimeout: (id) => void pending.delete(id),
  };
  const advanceTo = (time: number) => {
    for (;;) {
      const due = [...pending]
        .filter(([, timer]) => timer.at <= time)
        .sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      pending.delete(due[0]);
      now = due[1].at;
      due[1].callback();
    }
    now = time;
  };
  return { timers, pending, advanceTo, nowIs: (time: number) => (now = time) };
}

describe('sharedQueryTimers', () => {
  it('gives thirty answers turning stale together one browser timer, and runs each in its time', () => {
    const { timers, pending, advanceTo, nowIs } = fakeTimers();
    const provider = sharedQueryTimers(timers);
    const ran: number[] = [];
    for (let query = 0; query < 30; query += 1) {
      nowIs(120 + query);
      provider.setTimeout(() => ran.push(timers.now()), 10_000);
    }

    expect(pending.size).toBe(1);
    advanceTo(10_148);
    expect(ran).toEqual([]);
    advanceTo(12_000);
    expect(ran).toHaveLength(30);
    // Never before its time, at most a second after it.
    expect(ran.every((at) => at >= 10_149 && at <= 11_149)).toBe(true);
  });

  it('keeps apart what ends in different seconds, and short waits as the browser’s own', () => {
    const { timers, pending } = fakeTimers();
    const provider = sharedQueryTimers(timers);

    provider.setTimeout(() => undefined, 10_000);
    provider.setTimeout(() => undefined, 300_000);
    const retry = provider.setTimeout(() => undefined, 500);

    expect(pending.size).toBe(3);
    expect(retry).toBeGreaterThan(0);
  });

  it('runs no cleared timer, and clears the browser’s when none is left', () => {
    const { timers, pending, advanceTo } = fakeTimers();
    const provider = sharedQueryTimers(timers);
    const ran: string[] = [];
    const stale = provider.setTimeout(() => ran.push('stale'), 10_000);
    provider.setTimeout(() => ran.push('other'), 10_000);
    const retry = provider.setTimeout(() => ran.push('retry'), 200);

    provider.clearTimeout(stale);
    provider.clearTimeout(retry);
    advanceTo(20_000);
    expect(ran).toEqual(['other']);

    const again = provider.setTimeout(() => ran.push('again'), 5_000);
    provider.clearTimeout(again);
    provider.clearTimeout(again);
    provider.clearTimeout(undefined);
    expect(pending.size).toBe(0);
  });
});
