import { describe, expect, test } from 'vitest';
import { DEFAULT_PAGE_SIZE, resultsPages } from './resultsPages.ts';

describe('resultsPages', () => {
  test.each([
    // page, page size, total → page, count
    [1, 3, 4, 1, 2],
    [2, 3, 4, 2, 2],
    [3, 3, 14, 3, 5],
    [5, 3, 15, 5, 5],
    [1, 3, 3, 1, 1],
    [1, 3, 1, 1, 1],
    [9, 3, 4, 2, 2],
    [0, 3, 4, 1, 2],
    [-2, 3, 4, 1, 2],
    [2.7, 3, 14, 2, 5],
    [Number.NaN, 3, 14, 1, 5],
    [Number.POSITIVE_INFINITY, 3, 14, 1, 5],
    [1, 3, 0, 1, 0],
    [4, 3, -12, 1, 0],
    [1, 3, Number.NaN, 1, 0],
    [1, 3, Number.POSITIVE_INFINITY, 1, 0],
    [2, 0, 7, 2, 3],
    [2, -5, 7, 2, 3],
    [2, Number.NaN, 7, 2, 3],
    [1, 24, 100, 1, 5],
    [16667, 3, 100000, 16667, 33334],
  ])('page %d, %d per page, %d results → page %d of %d', (page, size, total, current, count) => {
    expect(resultsPages(page, size, total)).toEqual({ page: current, count });
  });

  test('the default page size is the spec’s 3', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(3);
  });
});
