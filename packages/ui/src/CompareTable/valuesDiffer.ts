/** A cell of the compare table; `null` and `undefined` are "unknown". */
export type CompareValue = string | number | null | undefined;

const normalise = (value: CompareValue) =>
  value === null || value === undefined ? null : typeof value === 'string' ? value.trim() : value;

/**
 * Whether a row of the compare table differs between the vehicles: any two values not equal,
 * an unknown value counting as a value of its own. One vehicle (or none) never differs.
 */
export function valuesDiffer(values: readonly CompareValue[]): boolean {
  if (values.length < 2) return false;
  const first = normalise(values[0]);
  return values.some((value) => !Object.is(normalise(value), first));
}
