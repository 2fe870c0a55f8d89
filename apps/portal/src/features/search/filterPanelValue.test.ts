import { DEFAULT_CAR_FILTER } from '@lease/api';
import { describe, expect, it } from 'vitest';
import { activeFilterCount, CLEARED_PANEL, filterPanelValue } from './filterPanelValue.ts';

describe('the filter panel value', () => {
  it('counts the filters a person set', () => {
    expect(activeFilterCount(DEFAULT_CAR_FILTER)).toBe(0);
    expect(
      activeFilterCount({
        ...DEFAULT_CAR_FILTER,
        nMerkID: [3],
        nLeaseMax: 700,
        bAlleenPlugin: true,
      }),
    ).toBe(3);
  });

  it('does not count a cleared number field, the page, the sort or the settings', () => {
    expect(
      activeFilterCount({
        ...DEFAULT_CAR_FILTER,
        nLeaseMax: null,
        nPagina: 4,
        cSortering: 'nLeaseprijs-desc',
        nCategorieID: 2,
        bAlleenZakelijk: true,
      }),
    ).toBe(0);
  });

  it('holds the panel fields only, and clearing gives their defaults', () => {
    const value = filterPanelValue({ ...DEFAULT_CAR_FILTER, nPagina: 4, nMerkID: [3] });
    expect(value).not.toHaveProperty('nPagina');
    expect(value).not.toHaveProperty('nCategorieID');
    expect(value.nMerkID).toEqual([3]);
    expect(CLEARED_PANEL.nMerkID).toEqual([]);
    expect(CLEARED_PANEL.cStructuur).toBe('model');
  });
});
