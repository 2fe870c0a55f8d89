/**
 * What `formatPrice` shows for a value that is not a finite number (NaN, ±Infinity): the euro
 * sign and an en dash, "no amount". Never "€ NaN", and never a plausible-looking € 0,- that
 * someone could order at.
 */
export const PRICE_FALLBACK = '€\u00a0–';

let euro: Intl.NumberFormat | undefined;

function euroFormat(): Intl.NumberFormat {
  // Prices are nl-NL in every interface language (spec point 9, decisions.md §3).
  euro ??= new Intl.NumberFormat('nl-NL', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    // A value that rounds to zero shows no minus sign.
    signDisplay: 'negative',
  });
  return euro;
}

// The page's first Intl formatter loads the browser's number data: about 60 ms at a phone's
// speed (4x CPU), a long task by itself. Made while this module was evaluated, it lengthened the
// task of the route's chunk and loader to about 100 ms on every priced page; made in a task of
// its own it adds no work to theirs (ADR 0011). A price formatted before that makes it there.
setTimeout(euroFormat, 0);

/**
 * A euro amount as the portal shows it: `€ 1.234,-` for a whole number of euros, `€ 1.234,56`
 * otherwise (rounded to cents), a no-break space after `€`, the sign where Intl's nl-NL puts it.
 */
export function formatPrice(value: number): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return PRICE_FALLBACK;
  const parts = euroFormat().formatToParts(value);
  // Decide "whole" after rounding, so 12.999 is € 13,- rather than € 13,00.
  const whole = parts.some((part) => part.type === 'fraction' && /^0+$/.test(part.value));
  return parts
    .map((part) => {
      if (part.type === 'literal' && /^\s+$/.test(part.value)) return '\u00a0';
      if (whole && part.type === 'fraction') return '-';
      return part.value;
    })
    .join('');
}
