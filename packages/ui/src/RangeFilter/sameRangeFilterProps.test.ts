import { describe, expect, it } from 'vitest';
import type { RangeFilterProps } from './RangeFilter.tsx';
import { sameRangeFilterProps } from './sameRangeFilterProps.ts';

const onChange = () => {};
const base: RangeFilterProps = {
  label: 'Vermogen',
  value: { min: 50, max: null },
  onChange,
  bounds: { min: 0, max: 2000 },
  unit: 'kW',
};

describe('sameRangeFilterProps', () => {
  it.each<[string, RangeFilterProps, boolean]>([
    ['the same props', base, true],
    [
      'a new range and bounds with the same limits',
      { ...base, value: { min: 50, max: null }, bounds: { min: 0, max: 2000 } },
      true,
    ],
    ['another lower limit', { ...base, value: { min: 60, max: null } }, false],
    ['an upper limit set', { ...base, value: { min: 50, max: 90 } }, false],
    ['other bounds', { ...base, bounds: { min: 0 } }, false],
    ['no bounds', { ...base, bounds: undefined }, false],
    ['another handler', { ...base, onChange: () => {} }, false],
    ['another label', { ...base, label: 'Power' }, false],
    ['a prop more', { ...base, disabled: true }, false],
  ])('%s → %s', (_name, next, same) => {
    expect(sameRangeFilterProps(base, next)).toBe(same);
    expect(sameRangeFilterProps(next, base)).toBe(same);
  });
});
