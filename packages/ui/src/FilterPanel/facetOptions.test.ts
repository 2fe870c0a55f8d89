import { describe, expect, it } from 'vitest';
import type { SearchFilters } from '@lease/api';
import { demoBikeSearchResult, demoEmptySearchResult } from '@lease/api/testing';
import { bikeFacetOptions, doorOptions, textFacetOptions } from './facetOptions.ts';

const translate = (id: string, values?: Record<string, string | number>) =>
  values ? `T:${id}:${JSON.stringify(values)}` : `T:${id}`;

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

describe('bikeFacetOptions', () => {
  it('labels known values in the interface language and sends the server code', () => {
    expect(bikeFacetOptions(filters, 'Fietssoort', translate)).toEqual([
      { value: 'e-bike', label: 'T:filter.bikeKind.e-bike', count: 12 },
      { value: 'racefiets', label: 'T:filter.bikeKind.racefiets', count: null },
    ]);
    const bikes = demoBikeSearchResult.Filters;
    expect(bikeFacetOptions(bikes, 'Versnellingen', translate)).toEqual([
      { value: 'traploos', label: 'T:filter.gear.traploos', count: 1 },
    ]);
    expect(bikeFacetOptions(bikes, 'Wielmaat', translate)).toEqual([
      { value: '28 inch', label: 'T:filter.wheelSizeInches:{"size":28}', count: 1 },
    ]);
    expect(bikeFacetOptions(bikes, 'Lengte', translate)).toEqual([
      { value: '168-180 cm', label: 'T:filter.centimetreRange:{"min":168,"max":180}', count: 1 },
    ]);
  });

  it("keeps the server's description, else the value, for a value we have no text for", () => {
    const options = bikeFacetOptions(
      {
        ...filters,
        Aandrijving: [
          { cWaarde: 'geen', cOmschrijving: 'Zonder motor', nAantal: 2 },
          { cWaarde: 'naafmotor', cOmschrijving: 'Naafmotor', nAantal: 1 },
          { cWaarde: 'waterstof', cOmschrijving: ' ', nAantal: null },
        ],
      },
      'Aandrijving',
      translate,
    );
    expect(options).toEqual([
      { value: 'geen', label: 'T:filter.drive.geen', count: 2 },
      { value: 'naafmotor', label: 'Naafmotor', count: 1 },
      { value: 'waterstof', label: 'waterstof', count: null },
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
