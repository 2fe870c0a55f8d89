import type { Option } from '@lease/api';

/**
 * Whether two options show the same: every field equal. The portal builds new option objects on
 * each render (with `bChecked` as the driver chose), so an option row compares fields, not
 * objects, to know whether it must render again.
 */
export function sameOption(a: Option, b: Option): boolean {
  if (a === b) return true;
  const keys = Object.keys(a) as (keyof Option)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && Object.is(a[key], b[key]));
}
