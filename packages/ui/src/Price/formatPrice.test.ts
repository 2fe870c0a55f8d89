import { describe, expect, it } from 'vitest';
import { formatPrice, PRICE_FALLBACK } from './formatPrice.ts';

const NBSP = '\u00a0';

describe('formatPrice', () => {
  it.each([
    [0, '€ 0,-'],
    [-0, '€ 0,-'],
    [1, '€ 1,-'],
    [1234, '€ 1.234,-'],
    [1234.5, '€ 1.234,50'],
    [1234.56, '€ 1.234,56'],
    [1234.567, '€ 1.234,57'],
    [12.999, '€ 13,-'],
    [0.01, '€ 0,01'],
    [0.004, '€ 0,-'],
    [-0.004, '€ 0,-'],
    [-5, '€ -5,-'],
    [-1234.56, '€ -1.234,56'],
    [1_000_000, '€ 1.000.000,-'],
    [987_654_321.1, '€ 987.654.321,10'],
  ])('formats %d as %s', (value, expected) => {
    expect(formatPrice(value)).toBe(expected.replace(' ', NBSP));
  });

  it('puts a no-break space after the euro sign', () => {
    expect(formatPrice(10).charAt(1)).toBe(NBSP);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'shows the fallback for %d',
    (value) => {
      expect(formatPrice(value)).toBe(PRICE_FALLBACK);
    },
  );

  it('shows the fallback for a non-number that slipped through the types', () => {
    expect(formatPrice('12' as unknown as number)).toBe(PRICE_FALLBACK);
  });
});
