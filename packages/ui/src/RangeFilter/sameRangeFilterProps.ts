import type { RangeFilterProps } from './RangeFilter.tsx';

/**
 * Whether a RangeFilter shows the same: the range and bounds by their limits (a panel writes them
 * as new objects on every render), everything else as it is.
 */
export function sameRangeFilterProps(a: RangeFilterProps, b: RangeFilterProps): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof RangeFilterProps)[]);
  for (const key of keys) {
    if (key !== 'value' && key !== 'bounds' && !Object.is(a[key], b[key])) return false;
  }
  return (
    a.value.min === b.value.min &&
    a.value.max === b.value.max &&
    a.bounds?.min === b.bounds?.min &&
    a.bounds?.max === b.bounds?.max
  );
}
