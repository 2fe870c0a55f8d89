import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, MAX_RETRY_MS, retryDelay } from './retryDelay.ts';

describe('retryDelay', () => {
  it.each([
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [7, 1_920_000],
    [8, MAX_RETRY_MS],
    [MAX_ATTEMPTS, MAX_RETRY_MS],
  ])('waits 30 s × 2^(n − 1), at most an hour, after failure %i', (attempts, delay) => {
    expect(retryDelay(attempts, 0)).toBe(delay);
  });

  it('adds up to 10 % at random, so mails that failed together come back spread out', () => {
    expect(retryDelay(1, 0.5)).toBe(31_500);
    expect(retryDelay(1, 0.999)).toBeLessThan(33_000);
  });

  it('tries for about a day before giving up', () => {
    let total = 0;
    for (let n = 1; n < MAX_ATTEMPTS; n++) total += retryDelay(n, 0);
    expect(total / 3_600_000).toBeGreaterThan(20);
    expect(total / 3_600_000).toBeLessThan(30);
  });
});
