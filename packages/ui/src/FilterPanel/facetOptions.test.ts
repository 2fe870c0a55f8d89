import { describe, expect, it } from 'vitest';
import type { SearchFilters } from '@lease/api';
import { demoBikeSearchResult, demoEmptySearchResult } from '@lease/api/testing';
import { doorOptions, textFacetOptions } from './facetOptions.ts';

const none = demoEmptySearchResult.Filters;
if (!none) throw new Error('the empty demo search has filters');

const filters: SearchFilters = {
  ...none,
  Fietssoort: [
    { cWaarde: 'e-bike', cOmschrijving: ' Elektrische fiets ', nAantal: 12 },
    { cWaarde: 'racefiets', cOmschrijving: '   ', nAantal: null },
  ],
  Deuren: [
    { cWaarde: '5', cOmschrijving: null, nAantal: 30 },
    { cWaarde: 'vijf', cOmschrijving: null, nAantal: 1 },
    { cWaarde: '0', cOmschrijving: null, nAantal: 1 },
    { cWaarde: '3', cOmschrijving: '3 deuren', nAantal: 4 },
  ],
};

describe('textFacetOptions', () => {
  it("labels values by the server's description, else by the value itself", () => {
    expect(textFacetOptions(filters, 'Fietssoort')).toEqual([
      { value: 'e-bike', label: 'Elektrische fiets', count: 12 },
      { value: 'racefiets', label: 'racefiets', count: null },
    ]);
  });

  it('offers nothing for a facet the search has no values for', () => {
    expect(textFacetOptions(filters, 'Wielmaat')).toEqual([]);
    expect(textFacetOptions(null, 'Fietssoort')).toEqual([]);
  });

  it('offers the values of the demo bike search', () => {
    expect(textFacetOptions(demoBikeSearchResult.Filters, 'Versnellingen')).toEqual([
      { value: 'traploos', label: 'Traploos', count: 1 },
    ]);
  });
});

describe('doorOptions', () => {
  it('keeps positive whole numbers of doors and drops anything else', () => {
    expect(doorOptions(filters)).toEqual([
      { value: 5, label: '5', count: 30 },
      { value: 3, label: '3 deuren', count: 4 },
    ]);
  });
});
