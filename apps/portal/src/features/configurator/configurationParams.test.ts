import { describe, expect, it } from 'vitest';
import {
  configurationFromSearchParams,
  searchParamsFromConfiguration,
  type Configuration,
} from './configurationParams.ts';

const read = (query: string) => configurationFromSearchParams(new URLSearchParams(query));

describe('the configuration in the URL', () => {
  it('is the defaults without a query', () => {
    expect(read('')).toEqual({ options: null, term: null, mileage: null, schemeOff: [] });
  });

  it('round-trips', () => {
    const configuration: Configuration = {
      options: [812, 907],
      term: 48,
      mileage: 25_000,
      schemeOff: [3],
    };
    expect(read(searchParamsFromConfiguration(configuration).toString())).toEqual(configuration);
  });

  it('tells "no options chosen" from "the default choice"', () => {
    const none: Configuration = { options: [], term: null, mileage: null, schemeOff: [] };
    expect(searchParamsFromConfiguration(none).toString()).toBe('opties=');
    expect(read('opties=').options).toEqual([]);
  });

  it.each([
    ['options with garbage', 'opties=812,x', { options: null }],
    ['a term of 0', 'looptijd=0', { term: null }],
    ['a term past 10 years', 'looptijd=121', { term: null }],
    ['a negative mileage', 'km=-5', { mileage: null }],
    ['a mileage as text', 'km=veel', { mileage: null }],
  ])('reads %s as the default', (_name, query, expected) => {
    expect(read(query)).toMatchObject(expected);
  });
});
