import { describe, expect, it, vi } from 'vitest';
import { fieldHandlers } from './fieldHandlers.ts';
import type { FilterPanelSetter } from './filterPanelValue.ts';

describe('fieldHandlers', () => {
  it('makes one handler per field and side, the same on every ask', () => {
    const handlers = fieldHandlers(vi.fn<FilterPanelSetter>());
    expect(handlers.field('nMerkID')).toBe(handlers.field('nMerkID'));
    expect(handlers.field('nMerkID')).not.toBe(handlers.field('nModelID'));
    expect(handlers.limit('nVermogenMin', 'min')).toBe(handlers.limit('nVermogenMin', 'min'));
    expect(handlers.limit('nVermogenMin', 'min')).not.toBe(handlers.limit('nVermogenMax', 'max'));
  });

  it.each([
    ['a list', 'nMerkID', [3, 7]],
    ['a switch', 'bAlleenActie', true],
    ['a label', 'cBrandstoflabelMax', 'B'],
  ] as const)('sets %s as the filter reports it', (_kind, key, next) => {
    const set = vi.fn<FilterPanelSetter>();
    (fieldHandlers(set).field(key) as (value: unknown) => void)(next);
    expect(set).toHaveBeenCalledWith(key, next);
  });

  it.each([
    ['the upper limit', 'nLeaseMax', 'max', 450],
    ['the lower limit', 'nAantalZitplaatsenMin', 'min', 5],
    ['no limit', 'nCO2Max', 'max', null],
  ] as const)('sets %s of a range', (_kind, key, side, limit) => {
    const set = vi.fn<FilterPanelSetter>();
    const range = side === 'max' ? { min: 1, max: limit } : { min: limit, max: 99 };
    fieldHandlers(set).limit(key, side)(range);
    expect(set).toHaveBeenCalledWith(key, limit);
  });
});
