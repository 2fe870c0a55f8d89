import { describe, expect, it } from 'vitest';
import {
  chunkQuery,
  createFuzzyIndex,
  FUZZY_OPTIONS,
  fuzzyFilter,
  searchKey,
} from './fuzzySearch.ts';

describe('chunkQuery', () => {
  it.each([
    ['', []],
    ['   ', []],
    ['audi', ['audi']],
    ['  audi  ', ['audi']],
    ['mercedes   benz', ['mercedes benz']],
    // exactly 32 characters stays one chunk
    ['a'.repeat(32), ['a'.repeat(32)]],
    // 33 characters without a space is cut at 32
    ['a'.repeat(33), ['a'.repeat(32), 'a']],
    ['b'.repeat(70), ['b'.repeat(32), 'b'.repeat(32), 'b'.repeat(6)]],
    // words are kept whole when they fit
    [
      'volkswagen id.4 pure 52 kwh 170 pk automaat',
      ['volkswagen id.4 pure 52 kwh 170', 'pk automaat'],
    ],
    ['x'.repeat(30) + ' ' + 'y'.repeat(40), ['x'.repeat(30), 'y'.repeat(32), 'y'.repeat(8)]],
  ])('splits %j into %j', (query, expected) => {
    expect(chunkQuery(query)).toEqual(expected);
  });

  it('never gives a chunk longer than the size', () => {
    const query = Array.from({ length: 200 }, (_, i) => 'w'.repeat(i % 50)).join(' ');
    for (const chunk of chunkQuery(query)) expect(chunk.length).toBeLessThanOrEqual(32);
  });

  it('honours a smaller size', () => {
    expect(chunkQuery('abc def ghi', 4)).toEqual(['abc', 'def', 'ghi']);
  });
});

describe('fuzzyFilter', () => {
  const items = [
    { label: 'Audi' },
    { label: 'BMW' },
    { label: 'Mercedes-Benz' },
    { label: 'Volkswagen' },
    { label: 'Volvo' },
  ];
  const index = createFuzzyIndex(items);
  const labels = (query: string) => fuzzyFilter(index, items, query).map((item) => item.label);

  it('uses the settings of spec point 5', () => {
    expect(FUZZY_OPTIONS).toMatchObject({ threshold: 0.6, distance: 100 });
  });

  it.each([
    ['', ['Audi', 'BMW', 'Mercedes-Benz', 'Volkswagen', 'Volvo']],
    ['audi', ['Audi']],
    // threshold 0.6 is forgiving: close names follow the exact match
    ['volvo', ['Volvo', 'Volkswagen']],
    ['qqqqqq', []],
  ])('%j finds %j', (query, expected) => {
    expect(labels(query)).toEqual(expected);
  });

  it('tolerates a typo', () => {
    expect(labels('mercdes')).toContain('Mercedes-Benz');
  });

  it('ranks the closest match first', () => {
    expect(labels('volk')[0]).toBe('Volkswagen');
  });

  it('searches a query longer than 32 characters chunk by chunk', () => {
    const long = [{ label: 'Volkswagen ID.4 Pro 77 kWh 286 pk automaat Business Edition' }];
    const longIndex = createFuzzyIndex(long);
    expect(
      fuzzyFilter(longIndex, long, 'volkswagen id.4 pro 77 kwh 286 pk automaat business'),
    ).toHaveLength(1);
  });

  it('needs every chunk to match', () => {
    expect(labels(`audi ${'z'.repeat(40)}`)).toEqual([]);
  });
});

describe('searchKey', () => {
  it.each([
    ['Volvo', 'volvo'],
    ['  VOLVO   v60 ', 'volvo v60'],
    ['', ''],
  ])('keys %j as %j', (query, key) => {
    expect(searchKey(query)).toBe(key);
  });

  it('keeps the chunks of a long query apart', () => {
    expect(searchKey('a'.repeat(33))).toBe(`${'a'.repeat(32)}\na`);
  });

  it('gives queries with one key the same matches in the same order', () => {
    const items = [
      'Volvo V60',
      'Volkswagen ID.4',
      'Škoda Enyaq',
      'Mercedes-Benz EQA',
      'Kia Niro',
    ].map((label) => ({ label }));
    const index = createFuzzyIndex(items);
    for (const [query, sameKey] of [
      ['vol', 'VOL'],
      ['škoda', 'ŠKODA '],
      ['mercedes benz', '  Mercedes   BENZ'],
      ['id.4', 'ID.4'],
    ] as const) {
      expect(searchKey(sameKey)).toBe(searchKey(query));
      expect(fuzzyFilter(index, items, sameKey)).toEqual(fuzzyFilter(index, items, query));
    }
  });
});
