import { CAR_FILTER_NUMERIC_FIELDS, type CarFilter } from '../schemas/carFilter.ts';

/**
 * After a failed car search the numeric filters the driver emptied go back to 0 (spec point 5),
 * so the next search sends "no limit" instead of the empty value that may have caused the failure.
 * A filled-in value, including an explicit 0, is kept.
 */
export function resetEmptyNumericFilters(filter: CarFilter): CarFilter {
  const next = { ...filter };
  for (const field of CAR_FILTER_NUMERIC_FIELDS) {
    const value = next[field];
    if (value === null || !Number.isFinite(value)) next[field] = 0;
  }
  return next;
}
