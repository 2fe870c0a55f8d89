import type { UiMessageId } from '../i18n/en.ts';

/** A message to show under a field, with its placeholder values. */
export interface RangeMessage {
  id: UiMessageId;
  values?: Record<string, number>;
}

/** A numeric range as the filters hold it: `null` is an empty field (no limit). */
export interface RangeValue {
  min: number | null;
  max: number | null;
}

/** The lowest and highest value a field accepts. */
export interface RangeBounds {
  min?: number;
  max?: number;
}

export interface RangeValidation {
  /** The parsed values; only meaningful when there are no errors. */
  value: RangeValue;
  errors: { min?: RangeMessage; max?: RangeMessage };
}

/** Parses a whole, non-negative number as people type it: spaces and `.` grouping allowed. */
export function parseWholeNumber(text: string): number | null | 'invalid' {
  const compact = text.replace(/[\s\u00a0]/g, '');
  if (compact === '') return null;
  if (!/^\d{1,3}(\.\d{3})*$|^\d+$/.test(compact)) return 'invalid';
  const value = Number(compact.replaceAll('.', ''));
  return Number.isSafeInteger(value) ? value : 'invalid';
}

function checkBounds(value: number, bounds: RangeBounds): RangeMessage | undefined {
  if (bounds.min !== undefined && value < bounds.min) {
    return { id: 'filter.belowMinimum', values: { min: bounds.min } };
  }
  if (bounds.max !== undefined && value > bounds.max) {
    return { id: 'filter.aboveMaximum', values: { max: bounds.max } };
  }
  return undefined;
}

/**
 * Validates the two fields of a range filter: each empty or a whole number within the bounds, and
 * the lower not above the upper (that message goes on the upper field, the one just typed in
 * most often).
 */
export function validateRange(
  minText: string,
  maxText: string,
  bounds: RangeBounds = {},
): RangeValidation {
  const errors: RangeValidation['errors'] = {};
  const value: RangeValue = { min: null, max: null };
  for (const [side, text] of [
    ['min', minText],
    ['max', maxText],
  ] as const) {
    const parsed = parseWholeNumber(text);
    if (parsed === 'invalid') {
      errors[side] = { id: 'filter.notANumber' };
      continue;
    }
    value[side] = parsed;
    if (parsed !== null) {
      const outside = checkBounds(parsed, bounds);
      if (outside) errors[side] = outside;
    }
  }
  if (!errors.min && !errors.max && value.min !== null && value.max !== null) {
    if (value.min > value.max) errors.max = { id: 'filter.minAboveMax' };
  }
  return { value, errors };
}
