import { describe, expect, it } from 'vitest';
import { parseWholeNumber, validateRange } from './validateRange.ts';

describe('parseWholeNumber', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['0', 0],
    ['750', 750],
    [' 750 ', 750],
    ['1.250', 1250],
    ['1 250', 1250],
    ['12.345.678', 12_345_678],
    ['1.25', 'invalid'],
    ['1,5', 'invalid'],
    ['-5', 'invalid'],
    ['abc', 'invalid'],
    ['1e3', 'invalid'],
    ['99999999999999999999', 'invalid'],
  ])('%j → %j', (text, expected) => {
    expect(parseWholeNumber(text)).toBe(expected);
  });
});

describe('validateRange', () => {
  const bounds = { min: 0, max: 2000 };
  it.each([
    ['', '', { min: null, max: null }, {}],
    ['100', '', { min: 100, max: null }, {}],
    ['', '900', { min: null, max: 900 }, {}],
    ['100', '900', { min: 100, max: 900 }, {}],
    ['900', '900', { min: 900, max: 900 }, {}],
    ['900', '100', { min: 900, max: 100 }, { max: { id: 'filter.minAboveMax' } }],
    ['x', '100', { min: null, max: 100 }, { min: { id: 'filter.notANumber' } }],
    [
      '100',
      '5000',
      { min: 100, max: 5000 },
      { max: { id: 'filter.aboveMaximum', values: { max: 2000 } } },
    ],
    [
      'x',
      '5000',
      { min: null, max: 5000 },
      {
        min: { id: 'filter.notANumber' },
        max: { id: 'filter.aboveMaximum', values: { max: 2000 } },
      },
    ],
  ])('%j – %j', (minText, maxText, value, errors) => {
    expect(validateRange(minText, maxText, bounds)).toEqual({ value, errors });
  });

  it('checks a lower bound', () => {
    expect(validateRange('40', '', { min: 50 }).errors).toEqual({
      min: { id: 'filter.belowMinimum', values: { min: 50 } },
    });
  });

  it('accepts anything non-negative without bounds', () => {
    expect(validateRange('0', '123456789').errors).toEqual({});
  });
});
