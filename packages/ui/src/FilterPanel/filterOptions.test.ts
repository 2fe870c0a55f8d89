import { describe, expect, it } from 'vitest';
import { demoCarSearchResult, demoEmptySearchResult } from '@lease/api/testing';
import { filterOptions } from './filterOptions.ts';

const translate = (id: string) => `T:${id}`;

describe('filterOptions', () => {
  const filters = demoCarSearchResult.Filters;

  it('lists the brands with their counts', () => {
    expect(filterOptions(filters, [], translate).brands).toEqual([
      { value: 41, label: 'Kia', count: 1 },
      { value: 52, label: 'Tesla', count: 1 },
      { value: 30, label: 'Volkswagen', count: 2 },
    ]);
  });

  it.each([
    [[], ['Volkswagen ID.4', 'Kia Niro', 'Tesla Model Y']],
    [[30], ['Volkswagen ID.4']],
    [
      [41, 52],
      ['Kia Niro', 'Tesla Model Y'],
    ],
    [[999], []],
  ])('with brands %j offers the models %j', (brands, expected) => {
    expect(filterOptions(filters, brands, translate).models.map((m) => m.label)).toEqual(expected);
  });

  it('translates known fuel and body values and keeps the server text for others', () => {
    if (!filters) throw new Error('the demo search has filters');
    const options = filterOptions(
      {
        ...filters,
        Brandstof: [
          { cWaarde: 'elektrisch', cOmschrijving: 'Elektrisch', nAantal: 3 },
          { cWaarde: 'kernfusie', cOmschrijving: 'Kernfusie', nAantal: null },
        ],
      },
      [],
      translate,
    );
    expect(options.fuelTypes).toEqual([
      { value: 'elektrisch', label: 'T:filter.fuel.elektrisch', count: 3 },
      { value: 'kernfusie', label: 'Kernfusie', count: null },
    ]);
    expect(options.bodyTypes[0]?.label).toBe('T:filter.body.suv');
  });

  it('translates known transmissions and keeps the server text, else the value, for others', () => {
    if (!filters) throw new Error('the demo search has filters');
    const options = filterOptions(
      {
        ...filters,
        Transmissie: [
          { cWaarde: 'automaat', cOmschrijving: 'Automaat', nAantal: 4 },
          { cWaarde: 'handgeschakeld', cOmschrijving: null, nAantal: 1 },
          { cWaarde: 'semi-automaat', cOmschrijving: 'Semi-automaat', nAantal: 2 },
          { cWaarde: 'cvt', cOmschrijving: ' ', nAantal: null },
        ],
      },
      [],
      translate,
    );
    expect(options.transmissions).toEqual([
      { value: 'automaat', label: 'T:filter.transmission.automaat', count: 4 },
      { value: 'handgeschakeld', label: 'T:filter.transmission.handgeschakeld', count: 1 },
      { value: 'semi-automaat', label: 'Semi-automaat', count: 2 },
      { value: 'cvt', label: 'cvt', count: null },
    ]);
  });

  it.each([null, undefined, demoEmptySearchResult.Filters])('gives empty lists for %j', (f) => {
    expect(filterOptions(f, [], translate)).toEqual({
      brands: [],
      models: [],
      bodyTypes: [],
      fuelTypes: [],
      transmissions: [],
    });
  });
});
