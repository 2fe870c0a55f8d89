import { describe, expect, it } from 'vitest';
import {
  CAR_FILTER_ID_LIST_FIELDS,
  CAR_FILTER_LIST_FIELDS,
  CAR_FILTER_RESULT_LIST_FIELDS,
  CAR_FILTER_SETTINGS_FIELDS,
  carFilterFields,
  carFilterSchema,
  getAutosRequestSchema,
  type CarFilter,
} from '../schemas/carFilter.ts';
import { CAR_SORT_OPTIONS } from './carCatalogue.ts';
import { DEFAULT_CAR_FILTER, isDefaultFilterValue } from './defaultCarFilter.ts';
import { resetEmptyNumericFilters } from './resetEmptyNumericFilters.ts';
import { serializeCarFilter } from './serializeCarFilter.ts';

describe('DEFAULT_CAR_FILTER', () => {
  it('has the defaults of spec point 9 and passes its schema', () => {
    expect(carFilterSchema.parse(DEFAULT_CAR_FILTER)).toMatchObject({
      nPagina: 1,
      nAantalPerPagina: 3,
      cStructuur: 'model',
      cSortering: 'nLeaseprijs-asc',
      cBrandstoflabelMax: 'G',
      nLeaseMax: 0,
      nEigenbijdrageMax: 0,
      nCO2Max: 0,
      nPersKostenMax: 0,
      nVermogenMax: 0,
    });
  });

  it.each(CAR_SORT_OPTIONS.map((option) => [option.id]))(
    'sends the sort %s as cSortering, which GetAutos accepts',
    (id) => {
      const body = serializeCarFilter({ ...DEFAULT_CAR_FILTER, cSortering: id });
      expect(getAutosRequestSchema.parse(body).cSortering).toBe(id);
    },
  );

  it('sorts by lease price ascending when a body or stored filter has no sort', () => {
    const withoutSort: Record<string, unknown> = { ...serializeCarFilter(DEFAULT_CAR_FILTER) };
    delete withoutSort.cSortering;
    expect(getAutosRequestSchema.parse(withoutSort).cSortering).toBe('nLeaseprijs-asc');
    expect(carFilterSchema.parse({ ...DEFAULT_CAR_FILTER, cSortering: undefined }).cSortering).toBe(
      'nLeaseprijs-asc',
    );
  });

  it.each([['prijs'], ['nLeaseprijs'], ['nLeaseprijs-up'], [3]])(
    'refuses the sort %j, naming cSortering',
    (cSortering) => {
      const result = getAutosRequestSchema.safeParse({
        ...serializeCarFilter(DEFAULT_CAR_FILTER),
        cSortering,
      });
      expect(result.error?.issues[0]?.path).toEqual(['cSortering']);
    },
  );

  it('cannot be changed by accident', () => {
    expect(() => DEFAULT_CAR_FILTER.nMerkID.push(1)).toThrow(TypeError);
    expect(Object.isFrozen(DEFAULT_CAR_FILTER)).toBe(true);
  });
});

describe('serializeCarFilter', () => {
  it.each([
    ['nMerkID', [3, 17], '3,17'],
    ['cBrandstof', ['elektrisch', 'benzine-hybride'], 'elektrisch,benzine-hybride'],
    ['nDeuren', [5], '5'],
    ['Fietssoort', ['e-bike', 'speed-pedelec'], 'e-bike,speed-pedelec'],
    ['cCarrosserie', [], ''],
  ] as const)('joins %s %j as %j', (field, value, expected) => {
    const body = serializeCarFilter({ ...DEFAULT_CAR_FILTER, [field]: value });
    expect(body[field]).toBe(expected);
  });

  it('keeps scalar fields, trims the text, and gives a body GetAutos accepts', () => {
    const filter: CarFilter = {
      ...DEFAULT_CAR_FILTER,
      nCategorieID: 2,
      nBelastingPercentage: 37.56,
      bAlleenZakelijk: true,
      nLeaseMax: 850,
      cTekstFilter: '  model y ',
    };
    const body = serializeCarFilter(filter);
    expect(body).toMatchObject({
      nCategorieID: 2,
      nBelastingPercentage: 37.56,
      bAlleenZakelijk: true,
      nLeaseMax: 850,
      cTekstFilter: 'model y',
    });
    expect(getAutosRequestSchema.safeParse({ ...body, MobilityProductId: 3 }).success).toBe(true);
  });
});

describe('the filter field lists', () => {
  const fields = Object.keys(carFilterFields()) as (keyof CarFilter)[];

  it('name every list of the dataset as a list field, and only those', () => {
    const lists = fields.filter((field) => Array.isArray(DEFAULT_CAR_FILTER[field]));
    expect([...CAR_FILTER_LIST_FIELDS].sort()).toEqual(lists.sort());
  });

  it('send the lists of ids as ids: GetAutos refuses a word in them', () => {
    for (const field of CAR_FILTER_ID_LIST_FIELDS) {
      const body = { ...serializeCarFilter(DEFAULT_CAR_FILTER), [field]: 'abc' };
      expect(getAutosRequestSchema.safeParse(body).success, field).toBe(false);
    }
  });

  it('name only fields of the dataset, each in one list at most', () => {
    const named = [
      ...CAR_FILTER_LIST_FIELDS,
      ...CAR_FILTER_SETTINGS_FIELDS,
      ...CAR_FILTER_RESULT_LIST_FIELDS,
    ];
    expect(named.filter((field) => !fields.includes(field))).toEqual([]);
    expect(new Set(named).size).toBe(named.length);
  });
});

describe('isDefaultFilterValue', () => {
  it.each([
    ['nLeaseMax', 0, true],
    ['nLeaseMax', null, true],
    ['nLeaseMax', 600, false],
    ['nMerkID', [], true],
    ['nMerkID', [3], false],
    ['cBrandstoflabelMax', 'G', true],
    ['cBrandstoflabelMax', 'A', false],
    ['bAlleenPlugin', false, true],
    ['bAlleenPlugin', true, false],
    ['cTekstFilter', '', true],
    ['cTekstFilter', 'model y', false],
    ['cSortering', 'nLeaseprijs-asc', true],
    ['cSortering', 'nLeaseprijs-desc', false],
  ] as const)('%s %j is the default: %s', (field, value, expected) => {
    expect(isDefaultFilterValue(field, value)).toBe(expected);
  });
});

describe('resetEmptyNumericFilters', () => {
  it.each([
    ['an emptied field becomes 0', { nLeaseMax: null }, { nLeaseMax: 0 }],
    ['NaN from a cleared number input becomes 0', { nCO2Max: Number.NaN }, { nCO2Max: 0 }],
    ['a filled-in value stays', { nLeaseMax: 700 }, { nLeaseMax: 700 }],
    ['an explicit 0 stays', { nVermogenMin: 0 }, { nVermogenMin: 0 }],
    [
      'several fields at once',
      { nActieradiusMin: null, nTrekgewichtMin: null, nVermogenMax: 150 },
      { nActieradiusMin: 0, nTrekgewichtMin: 0, nVermogenMax: 150 },
    ],
  ])('%s', (_case, change, expected) => {
    const result = resetEmptyNumericFilters({ ...DEFAULT_CAR_FILTER, ...change });
    expect(result).toMatchObject(expected);
  });

  it('leaves the other fields and the input alone', () => {
    const input = { ...DEFAULT_CAR_FILTER, nLeaseMax: null, nPagina: 4, cTekstFilter: 'ID.4' };
    const result = resetEmptyNumericFilters(input);
    expect(result).toMatchObject({ nPagina: 4, cTekstFilter: 'ID.4' });
    expect(input.nLeaseMax).toBeNull();
  });
});
