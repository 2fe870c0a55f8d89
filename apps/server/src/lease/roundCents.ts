/**
 * Rounds an amount in euro to whole cents, halves away from zero (€358.875 → €358.88), as the
 * worked examples of docs/spec/lease-domain.md do. Binary floats store 358.875 as 358.87499999…, so the amount
 * is first cut to 12 significant digits, which removes that error without touching real cents.
 */
export function roundCents(amount: number): number {
  const cents = Number((Math.abs(amount) * 100).toPrecision(12));
  const rounded = (Math.sign(amount) * Math.round(cents)) / 100;
  return rounded === 0 ? 0 : rounded;
}
