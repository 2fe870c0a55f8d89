import { describe, expect, it } from 'vitest';
import {
  BODY_TYPES,
  CAR_SORT_OPTIONS,
  CHARGE_CABLES,
  FUEL_TYPES,
  TRANSMISSIONS,
} from './carCatalogue.ts';

describe('value lists of spec point 9', () => {
  it('offers 12 distinct sort options, each field both ways', () => {
    expect(new Set(CAR_SORT_OPTIONS.map((o) => o.id)).size).toBe(12);
    expect(CAR_SORT_OPTIONS.slice(0, 2).map((o) => o.id)).toEqual([
      'nLeaseprijs-asc',
      'nLeaseprijs-desc',
    ]);
  });

  it.each([
    ['body types', BODY_TYPES, 12],
    ['fuel types', FUEL_TYPES, 12],
    ['charge cables', CHARGE_CABLES, 6],
    ['transmissions', TRANSMISSIONS, 2],
  ] as const)('%s are distinct (%i)', (_case, values, size) => {
    expect(new Set(values).size).toBe(size);
  });
});
