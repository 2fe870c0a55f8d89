import { describe, expect, it } from 'vitest';
import {
  MAX_OWN_OPTIONS,
  configurationFromSearchParams,
  searchParamsFromConfiguration,
  type Configuration,
} from './configurationParams.ts';

const read = (query: string) => configurationFromSearchParams(new URLSearchParams(query));

describe('the configuration in the URL', () => {
  it('is the defaults without a query', () => {
    expect(read('')).toEqual({
      options: null,
      term: null,
      mileage: null,
      schemeOff: [],
      ownOptions: null,
      saved: null,
    });
  });

  it('round-trips', () => {
    const configuration: Configuration = {
      options: [812, 907],
      term: 48,
      mileage: 25_000,
      schemeOff: [3],
      ownOptions: [
        { description: 'Dakdragers', price: 245 },
        { description: 'Fietsdrager: 3 fietsen, 13-polig & "afneembaar" ✓', price: 1234.5 },
      ],
      saved: 9001,
    };
    expect(read(searchParamsFromConfiguration(configuration).toString())).toEqual(configuration);
  });

  it('tells "no options chosen" from "the default choice"', () => {
    const none: Configuration = {
      options: [],
      term: null,
      mileage: null,
      schemeOff: [],
      ownOptions: null,
      saved: null,
    };
    expect(searchParamsFromConfiguration(none).toString()).toBe('opties=');
    expect(read('opties=').options).toEqual([]);
  });

  it.each([
    ['options with garbage', 'opties=812,x', { options: null }],
    ['a term of 0', 'looptijd=0', { term: null }],
    ['a term past 10 years', 'looptijd=121', { term: null }],
    ['a negative mileage', 'km=-5', { mileage: null }],
    ['a mileage as text', 'km=veel', { mileage: null }],
    ['a saved configuration that is no id', 'opgeslagen=0', { saved: null }],
  ])('reads %s as the default', (_name, query, expected) => {
    expect(read(query)).toMatchObject(expected);
  });

  describe('own options', () => {
    const own = (query: string) => read(query).ownOptions;

    it('tells "none" from "the server\'s own options"', () => {
      expect(own('')).toBeNull();
      expect(own('eigen=')).toEqual([]);
      const none = { ...read(''), ownOptions: [] };
      expect(read(searchParamsFromConfiguration(none).toString()).ownOptions).toEqual([]);
    });

    it('keeps their order, and a description with a colon', () => {
      expect(own('eigen=245:Dakdragers&eigen=99.5:Mat%3A%20rubber')).toEqual([
        { description: 'Dakdragers', price: 245 },
        { description: 'Mat: rubber', price: 99.5 },
      ]);
    });

    it.each([
      ['no price', 'eigen=Dakdragers'],
      ['a price as text', 'eigen=veel:Dakdragers'],
      ['a negative price', 'eigen=-5:Dakdragers'],
      ['three decimals', 'eigen=1.234:Dakdragers'],
      ['a price above a million', 'eigen=1000001:Dakdragers'],
      ['no description', 'eigen=245:'],
      ['a blank description', 'eigen=245:%20%20'],
      ['a description past 200 characters', `eigen=245:${'x'.repeat(201)}`],
      ['a control character', 'eigen=245:Dak%00dragers'],
    ])('leaves out one with %s, and keeps the others', (_case, query) => {
      expect(own(`${query}&eigen=12:Matten`)).toEqual([{ description: 'Matten', price: 12 }]);
    });

    it(`keeps at most ${MAX_OWN_OPTIONS}`, () => {
      const query = Array.from({ length: 30 }, (_, i) => `eigen=${i}:Optie ${i}`).join('&');
      expect(own(query)).toHaveLength(MAX_OWN_OPTIONS);
    });

    it('writes the price in cents at most', () => {
      const configuration = { ...read(''), ownOptions: [{ description: 'Matten', price: 12.345 }] };
      expect(searchParamsFromConfiguration(configuration).getAll('eigen')).toEqual([
        '12.35:Matten',
      ]);
    });
  });
});
