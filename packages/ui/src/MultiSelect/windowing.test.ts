import { describe, expect, it } from 'vitest';
import { listWindow, scrollToReveal, viewportHeight } from './windowing.ts';

describe('listWindow', () => {
  const base = { itemHeight: 40, viewportHeight: 300, overscan: 3 };

  it.each([
    // count, scrollTop → start, end, paddingTop, paddingBottom
    [0, 0, 0, 0, 0, 0],
    [3, 0, 0, 3, 0, 0],
    [10, 0, 0, 10, 0, 0],
    [1000, 0, 0, 12, 0, 988 * 40],
    [1000, 400, 7, 22, 280, 978 * 40],
    // scrolled past the end: clamped to the last page
    [1000, 1e9, 989, 1000, 989 * 40, 0],
    [1000, -50, 0, 12, 0, 988 * 40],
    [1000, Number.NaN, 0, 12, 0, 988 * 40],
    [10_000, 200_000, 4997, 5012, 4997 * 40, (10_000 - 5012) * 40],
  ])(
    '%d items scrolled to %d render %d–%d',
    (count, scrollTop, start, end, paddingTop, paddingBottom) => {
      expect(listWindow({ ...base, count, scrollTop })).toEqual({
        start,
        end,
        paddingTop,
        paddingBottom,
        totalHeight: count * 40,
      });
    },
  );

  it('renders at most 50 items whatever the count', () => {
    for (const count of [1, 50, 1000, 10_000, 1_000_000]) {
      for (const scrollTop of [0, 123, count * 20, count * 40]) {
        const { start, end } = listWindow({ ...base, count, scrollTop });
        expect(end - start).toBeLessThanOrEqual(50);
      }
    }
  });

  it('keeps rendered + padded height equal to the total', () => {
    const w = listWindow({ ...base, count: 777, scrollTop: 12_345 });
    expect(w.paddingTop + (w.end - w.start) * 40 + w.paddingBottom).toBe(w.totalHeight);
  });
});

describe('scrollToReveal', () => {
  it.each([
    // index, scrollTop → new scrollTop
    [0, 0, 0],
    [5, 0, 0],
    [7, 0, 20],
    [20, 0, 540],
    [2, 200, 80],
    [10, 200, 200],
  ])('item %d from %d scrolls to %d', (index, scrollTop, expected) => {
    expect(scrollToReveal(index, 40, 300, scrollTop)).toBe(expected);
  });
});

describe('viewportHeight', () => {
  it.each([
    [0, 0],
    [1, 40],
    [7, 280],
    [8, 300],
    [10_000, 300],
  ])('%d items are %d px high', (count, expected) => {
    expect(viewportHeight(count, 40, 300)).toBe(expected);
  });
});
