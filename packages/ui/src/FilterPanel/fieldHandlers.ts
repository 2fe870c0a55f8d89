import type { RangeValue } from '../RangeFilter/validateRange.ts';
import type { FilterPanelSetter, FilterPanelValue } from './filterPanelValue.ts';

/** The fields a RangeFilter edits one side of: a number, or no limit. */
export type LimitField = {
  [Key in keyof FilterPanelValue]: FilterPanelValue[Key] extends number | null ? Key : never;
}[keyof FilterPanelValue];

export interface FieldHandlers {
  /** The handler that sets `key` to what its filter reports. */
  field<Key extends keyof FilterPanelValue>(key: Key): (next: FilterPanelValue[Key]) => void;
  /** The handler that sets `key` to one side of the range its RangeFilter reports. */
  limit(key: LimitField, side: 'min' | 'max'): (range: RangeValue) => void;
}

/**
 * One handler per field, made on first use and the same ever after: the filters are memoised,
 * and a handler made anew on each render of the panel would render every filter again.
 */
export function fieldHandlers(set: FilterPanelSetter): FieldHandlers {
  const made = new Map<string, unknown>();
  function once<Handler>(key: string, make: () => Handler): Handler {
    if (!made.has(key)) made.set(key, make());
    return made.get(key) as Handler;
  }
  return {
    field: <Key extends keyof FilterPanelValue>(key: Key) =>
      once(key, () => (next: FilterPanelValue[Key]) => set(key, next)),
    limit: (key, side) =>
      once(`${key}:${side}`, () => (range: RangeValue) => set(key, range[side])),
  };
}
