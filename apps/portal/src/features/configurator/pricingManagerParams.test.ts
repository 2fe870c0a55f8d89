import { describe, expect, it } from 'vitest';
import {
  pricingManagerChoiceFromSearchParams,
  searchParamsFromPricingManagerChoice,
} from './pricingManagerParams.ts';

const read = (query: string) => pricingManagerChoiceFromSearchParams(new URLSearchParams(query));

describe('the pricing-manager choice in the URL', () => {
  it('is the defaults without a query', () => {
    expect(read('')).toEqual({ pmOptions: null, term: null, mileage: null });
  });

  it('round-trips, "none chosen" too', () => {
    for (const choice of [
      { pmOptions: [448, 449], term: 36, mileage: 15_000 },
      { pmOptions: [], term: null, mileage: null },
    ]) {
      expect(read(searchParamsFromPricingManagerChoice(choice).toString())).toEqual(choice);
    }
  });

  it.each([
    ['options with garbage', 'pm=448,x', { pmOptions: null }],
    ['a term of 0', 'looptijd=0', { term: null }],
    ['a mileage as text', 'km=veel', { mileage: null }],
  ])('reads %s as the default', (_case, query, expected) => {
    expect(read(query)).toMatchObject(expected);
  });
});
