import { DEFAULT_CAR_FILTER, type CarFilter } from '@lease/api';
import { describe, expect, it } from 'vitest';
import { carFilterFromSearchParams, searchParamsFromCarFilter } from './carFilterParams.ts';

const read = (query: string) => carFilterFromSearchParams(new URLSearchParams(query));

describe('the calculator filter in the URL', () => {
  it('is the defaults without a query', () => {
    expect(read('')).toEqual(DEFAULT_CAR_FILTER);
    expect(searchParamsFromCarFilter(DEFAULT_CAR_FILTER).toString()).toBe('');
  });

  it('round-trips every kind of field', () => {
    const filter: CarFilter = {
      ...DEFAULT_CAR_FILTER,
      nMerkID: [3, 7],
      cBrandstof: ['E', 'B'],
      nLeaseMax: 750,
      bAlleenPlugin: true,
      cBrandstoflabelMax: 'C',
      cTekstFilter: 'id. 4 & co',
      nPagina: 2,
      cSortering: 'nLeaseprijs-desc',
      Fietssoort: ['stads'],
    };
    expect(read(searchParamsFromCarFilter(filter).toString())).toEqual(filter);
  });

  it.each([
    ['a page that is no number', 'nPagina=abc', { nPagina: 1 }],
    ['a negative maximum', 'nLeaseMax=-5', { nLeaseMax: 0 }],
    ['an empty maximum', 'nLeaseMax=', { nLeaseMax: 0 }],
    ['an unknown fuel label', 'cBrandstoflabelMax=Z', { cBrandstoflabelMax: 'G' }],
    ['an unknown sort', 'cSortering=random', { cSortering: DEFAULT_CAR_FILTER.cSortering }],
    ['a brand id that is no id', 'nMerkID=3&nMerkID=x', { nMerkID: [] }],
    ['a page size past the contract', 'nAantalPerPagina=5000', { nAantalPerPagina: 3 }],
    ['a text past 200 characters', `cTekstFilter=${'a'.repeat(201)}`, { cTekstFilter: '' }],
  ])('ignores %s, keeping the rest', (_name, query, expected) => {
    const filter = read(`${query}&cBrandstof=E`);
    expect(filter).toMatchObject({ ...expected, cBrandstof: ['E'] });
  });

  it('leaves the settings and session fields out of the URL', () => {
    const query = searchParamsFromCarFilter({
      ...DEFAULT_CAR_FILTER,
      nCategorieID: 4,
      nBelastingPercentage: 37.56,
      bAlleenZakelijk: true,
    });
    expect(query.toString()).toBe('');
    expect(read('nCategorieID=4&nBelastingPercentage=40')).toEqual(DEFAULT_CAR_FILTER);
  });
});
