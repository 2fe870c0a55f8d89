import { describe, expect, it } from 'vitest';
import { defaultTaxBracket } from './defaultTaxBracket.ts';

const brackets = (percentages: number[], selected?: number) =>
  percentages.map((nPercentage, index) => ({ nPercentage, bSelected: index === selected }));

describe('defaultTaxBracket', () => {
  it.each([
    ['five brackets: the fifth', brackets([0, 17.85, 35.75, 37.56, 49.5]), 49.5],
    ['six brackets: still the fifth', brackets([0, 10, 20, 30, 40, 50]), 40],
    ['exactly four: the last (erratum)', brackets([17.85, 35.75, 37.56, 49.5]), 49.5],
    ['three brackets: the first', brackets([35.75, 37.56, 49.5]), 35.75],
    ['one bracket: the first', brackets([37.56]), 37.56],
    ['the selected one wins over the fifth', brackets([0, 17.85, 35.75, 37.56, 49.5], 3), 37.56],
    ['the selected one wins with four', brackets([17.85, 35.75, 37.56, 49.5], 0), 17.85],
    ['the selected one wins with two', brackets([35.75, 49.5], 1), 49.5],
  ])('%s', (_case, input, expected) => {
    expect(defaultTaxBracket(input)?.nPercentage).toBe(expected);
  });

  it('gives undefined when there are no brackets', () => {
    expect(defaultTaxBracket([])).toBeUndefined();
  });
});
