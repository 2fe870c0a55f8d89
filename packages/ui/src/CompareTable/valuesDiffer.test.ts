import { describe, expect, it } from 'vitest';
import { valuesDiffer, type CompareValue } from './valuesDiffer.ts';

describe('valuesDiffer', () => {
  it.each<[CompareValue[], boolean]>([
    [[], false],
    [[659], false],
    [[659, 659], false],
    [[659, 749], true],
    [[659, 659, 749], true],
    [['suv', 'suv'], false],
    [['suv', ' suv '], false],
    [['suv', 'sedan'], true],
    [[null, null], false],
    [[null, undefined], false],
    [[0, null], true],
    [['', null], true],
    [[0, 0, 0, 0], false],
  ])('%j → %s', (values, expected) => {
    expect(valuesDiffer(values)).toBe(expected);
  });
});
