/** The keys that move the active option of an open list. */
export type NavigationKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End' | 'PageDown' | 'PageUp';

const NAVIGATION_KEYS: ReadonlySet<string> = new Set<NavigationKey>([
  'ArrowDown',
  'ArrowUp',
  'Home',
  'End',
  'PageDown',
  'PageUp',
]);

/** Whether a key (`KeyboardEvent.key`) moves the active option. */
export function isNavigationKey(key: string): key is NavigationKey {
  return NAVIGATION_KEYS.has(key);
}

/**
 * The option that becomes active after a navigation key, given the active one (-1 for none) and
 * how many options there are. Arrows stop at the ends rather than wrap, so holding a key does not
 * fly past the list's edge; -1 when the list is empty.
 */
export function nextActiveIndex(
  key: NavigationKey,
  active: number,
  count: number,
  pageSize = 7,
): number {
  if (count <= 0) return -1;
  const last = count - 1;
  switch (key) {
    case 'ArrowDown':
      return active < 0 ? 0 : Math.min(last, active + 1);
    case 'ArrowUp':
      return active < 0 ? last : Math.max(0, active - 1);
    case 'Home':
      return 0;
    case 'End':
      return last;
    case 'PageDown':
      return Math.min(last, Math.max(0, active) + pageSize);
    case 'PageUp':
      return Math.max(0, active - pageSize);
  }
}

/** What toggling an option did. */
export interface ToggleResult<Value> {
  values: Value[];
  /** `added` or `removed`; `blocked` when the maximum is reached and nothing changed. */
  change: 'added' | 'removed' | 'blocked';
}

/**
 * Selects or deselects `value`. At the maximum, selecting is refused (the person must first
 * remove a chosen option, spec point 5); deselecting always works. `max` of 0, negative or
 * not a number means no maximum.
 */
export function toggleValue<Value>(
  values: readonly Value[],
  value: Value,
  max?: number,
): ToggleResult<Value> {
  if (values.includes(value)) {
    return { values: values.filter((v) => v !== value), change: 'removed' };
  }
  if (isAtMaximum(values.length, max)) return { values: [...values], change: 'blocked' };
  return { values: [...values, value], change: 'added' };
}

/** Whether `count` selected options reach the maximum `max` (none when unset or not positive). */
export function isAtMaximum(count: number, max?: number): boolean {
  return max !== undefined && Number.isFinite(max) && max > 0 && count >= max;
}
