import type { OptionGroup } from '@lease/api';

/** About the rows a phone or laptop shows of the panel before a person scrolls. */
export const FIRST_ROWS = 8;

/**
 * How many groups the options panel renders with the page: the first group, and the groups after
 * it while together they have at most `FIRST_ROWS` options. The rest render straight after.
 */
export function firstGroupCount(groups: readonly OptionGroup[], rows = FIRST_ROWS): number {
  let count = 0;
  let total = 0;
  for (const group of groups) {
    total += group.Opties.length;
    if (count > 0 && total > rows) break;
    count += 1;
  }
  return count;
}
