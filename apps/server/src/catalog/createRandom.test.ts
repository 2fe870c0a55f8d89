import { describe, expect, it } from 'vitest';
import { createRandom } from './createRandom.ts';

const draw = (seed: number, count: number) => {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => random.next());
};

describe('createRandom', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    expect(draw(42, 50)).toEqual(draw(42, 50));
    expect(draw(42, 50)).not.toEqual(draw(43, 50));
  });

  it('stays in range and spreads evenly enough for demo data', () => {
    const random = createRandom(7);
    const buckets = Array.from({ length: 10 }, () => 0);
    for (let i = 0; i < 10000; i += 1) {
      const value = random.next();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
      buckets[Math.floor(value * 10)] = (buckets[Math.floor(value * 10)] ?? 0) + 1;
    }
    for (const count of buckets) expect(count).toBeGreaterThan(900);
  });

  it('draws integers with both ends included', () => {
    const random = createRandom(1);
    const seen = new Set(Array.from({ length: 500 }, () => random.int(3, 6)));
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });

  it('samples distinct items in list order, never more than the list has', () => {
    const random = createRandom(9);
    const items = ['a', 'b', 'c', 'd', 'e', 'f'];
    for (let i = 0; i < 50; i += 1) {
      const sample = random.sample(items, 3);
      expect(sample).toHaveLength(3);
      expect(new Set(sample).size).toBe(3);
      expect([...sample].sort((x, y) => items.indexOf(x) - items.indexOf(y))).toEqual(sample);
    }
    expect(random.sample(items, 10)).toEqual(items);
    expect(() => random.pick([])).toThrow();
  });
});
