import { describe, expect, it } from 'vitest';
import { isAtMaximum, nextActiveIndex, toggleValue, type NavigationKey } from './selection.ts';

describe('nextActiveIndex', () => {
  it.each<[NavigationKey, number, number, number]>([
    ['ArrowDown', -1, 5, 0],
    ['ArrowDown', 0, 5, 1],
    ['ArrowDown', 4, 5, 4],
    ['ArrowUp', -1, 5, 4],
    ['ArrowUp', 3, 5, 2],
    ['ArrowUp', 0, 5, 0],
    ['Home', 3, 5, 0],
    ['End', 0, 5, 4],
    ['PageDown', 0, 20, 7],
    ['PageDown', 18, 20, 19],
    ['PageDown', -1, 20, 7],
    ['PageUp', 10, 20, 3],
    ['PageUp', 2, 20, 0],
    ['ArrowDown', 0, 0, -1],
    ['End', -1, 0, -1],
  ])('%s from %d of %d gives %d', (key, active, count, expected) => {
    expect(nextActiveIndex(key, active, count)).toBe(expected);
  });
});

describe('toggleValue', () => {
  it.each([
    [[], 'a', undefined, ['a'], 'added'],
    [['a'], 'a', undefined, [], 'removed'],
    [['a', 'b'], 'c', 2, ['a', 'b'], 'blocked'],
    [['a', 'b'], 'b', 2, ['a'], 'removed'],
    [['a'], 'b', 2, ['a', 'b'], 'added'],
    [['a', 'b'], 'c', 0, ['a', 'b', 'c'], 'added'],
    [['a', 'b'], 'c', -1, ['a', 'b', 'c'], 'added'],
    [['a', 'b'], 'c', Number.NaN, ['a', 'b', 'c'], 'added'],
  ] as const)('%j toggling %j (max %s) gives %j, %s', (values, value, max, expected, change) => {
    expect(toggleValue<string>(values, value, max)).toEqual({ values: expected, change });
  });

  it('does not change the array it is given', () => {
    const values = ['a'];
    toggleValue(values, 'b');
    expect(values).toEqual(['a']);
  });
});

describe('isAtMaximum', () => {
  it.each([
    [0, undefined, false],
    [3, 3, true],
    [4, 3, true],
    [2, 3, false],
    [10, 0, false],
    [10, Number.POSITIVE_INFINITY, false],
  ])('%d selected with max %s: %s', (count, max, expected) => {
    expect(isAtMaximum(count, max)).toBe(expected);
  });
});
