/** A cell of the compare table; `null` and `undefined` are "unknown". */
export type CompareValue = string | number | null | undefined;

const normalise = (value: CompareValue) =>
  value === null || value === undefined ? null : typeof value === 'string' ? value.trim() : value;

/**
 * Texts are compared by sensitivity 'accent': case does not count, accents do. The catalogue
 * writes "Automaat" in one place and "automaat" in another, and the table shows both alike; but
 * in our languages an accent can make another word ("één" is one, "een" is a). A collator also
 * counts a precomposed "é" and "e" + a combining accent as the same text.
 */
const collators = new Map<string, Intl.Collator>();

function collatorFor(locale: string): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { usage: 'search', sensitivity: 'accent' });
    collators.set(locale, collator);
  }
  return collator;
}

function same(a: CompareValue, b: CompareValue, collator: Intl.Collator): boolean {
  const left = normalise(a);
  const right = normalise(b);
  if (typeof left === 'string' && typeof right === 'string') {
    return collator.compare(left, right) === 0;
  }
  return Object.is(left, right);
}

/**
 * Whether a row of the compare table differs between the vehicles: any two values not equal,
 * an unknown value counting as a value of its own. Texts are equal when they differ only in case
 * or surrounding whitespace, by the rules of `locale` (the interface language, which the
 * catalogue's texts are in). One vehicle (or none) never differs.
 */
export function valuesDiffer(values: readonly CompareValue[], locale = 'nl'): boolean {
  if (values.length < 2) return false;
  const collator = collatorFor(locale);
  const [first] = values;
  return values.some((value) => !same(value, first, collator));
}
