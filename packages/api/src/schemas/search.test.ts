import { describe, expect, it } from 'vitest';
import {
  demoBikeSearchResult,
  demoCarSearchResult,
  demoEmptySearchResult,
} from '../testing/fixtures/search.ts';
import { carSearchResultSchema, searchFiltersSchema } from './search.ts';

/** The value lists added for doors and bikes, each named after its filter field. */
const ADDED_LISTS = [
  'Deuren',
  'Fietssoort',
  'Frametype',
  'Framehoogte',
  'Lengte',
  'Versnellingen',
  'Wielmaat',
  'Aandrijving',
] as const;

/** `Filters` as an older server sends them: the lists it has always sent, none of the added. */
const olderServerFilters = {
  nTotaal: 2,
  Merken: [{ nMerkID: 30, cMerk: 'Volkswagen', nAantal: 2 }],
  Modellen: [{ nModelID: 304, nMerkID: 30, cModel: 'ID.4' }],
  Carrosserie: [{ cWaarde: 'suv', cOmschrijving: 'SUV', nAantal: 2 }],
  Brandstof: [],
  Transmissie: null,
};

describe('searchFiltersSchema: doors and bike values', () => {
  it.each(ADDED_LISTS)('reads %s left out or null as an empty list', (list) => {
    expect(searchFiltersSchema.parse(olderServerFilters)[list]).toEqual([]);
    expect(searchFiltersSchema.parse({ ...olderServerFilters, [list]: null })[list]).toEqual([]);
  });

  it.each(ADDED_LISTS)('keeps the values of %s as sent, without a count or a text', (list) => {
    const values = [
      { cWaarde: '28 inch', cOmschrijving: '28 inch', nAantal: 3 },
      { cWaarde: 'traploos' },
      { cWaarde: '5', cOmschrijving: null, nAantal: null },
    ];
    expect(searchFiltersSchema.parse({ ...olderServerFilters, [list]: values })[list]).toEqual(
      values,
    );
  });

  it.each(
    ADDED_LISTS.flatMap((list) =>
      [
        ['a negative count', { cWaarde: 'e-bike', nAantal: -1 }, 'nAantal'],
        ['a value that is no text', { cWaarde: 5, nAantal: 1 }, 'cWaarde'],
        ['no value', { cOmschrijving: 'E-bike', nAantal: 1 }, 'cWaarde'],
      ].map(([name, entry, field]) => [list, name, entry, field] as const),
    ),
  )(
    'refuses %s with %s, naming the entry, as it does for Carrosserie',
    (list, _name, entry, field) => {
      const good = { cWaarde: 'ok', nAantal: 1 };
      const added = searchFiltersSchema.safeParse({ ...olderServerFilters, [list]: [good, entry] });
      const existing = searchFiltersSchema.safeParse({
        ...olderServerFilters,
        Carrosserie: [good, entry],
      });
      expect(added.success).toBe(false);
      expect(existing.success).toBe(false);
      expect(added.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
        `${list}.1.${field}`,
      ]);
      expect(existing.error?.issues.map((issue) => issue.path.slice(1))).toEqual(
        added.error?.issues.map((issue) => issue.path.slice(1)),
      );
    },
  );

  it.each(ADDED_LISTS)('refuses %s when it is not a list', (list) => {
    const result = searchFiltersSchema.safeParse({ ...olderServerFilters, [list]: 'e-bike' });
    expect(result.error?.issues[0]?.path).toEqual([list]);
  });
});

describe('the search fixtures', () => {
  it.each([
    ['demoCarSearchResult', demoCarSearchResult],
    ['demoBikeSearchResult', demoBikeSearchResult],
    ['demoEmptySearchResult', demoEmptySearchResult],
  ])('%s is a valid answer, unchanged by parsing', (_name, fixture) => {
    expect(carSearchResultSchema.parse(fixture)).toEqual(fixture);
  });

  it('offers doors for the cars and no bike values', () => {
    const filters = demoCarSearchResult.Filters;
    const doors = new Set(
      demoCarSearchResult.Modellen.flatMap((m) => m.Types.map((t) => String(t.nDeuren))),
    );
    expect(filters?.Deuren.map((d) => d.cWaarde)).toEqual([...doors]);
    for (const list of ADDED_LISTS.filter((name) => name !== 'Deuren')) {
      expect(filters?.[list]).toEqual([]);
    }
  });

  it("offers the demo bike's own values in every bike list, and no doors", () => {
    const filters = demoBikeSearchResult.Filters;
    const bike = demoBikeSearchResult.Modellen[0]?.Types[0]?.Fietsdata;
    expect(filters?.Deuren).toEqual([]);
    for (const list of ADDED_LISTS.filter((name) => name !== 'Deuren')) {
      expect(filters?.[list].map((value) => value.cWaarde)).toEqual([bike?.[list]]);
    }
  });
});
