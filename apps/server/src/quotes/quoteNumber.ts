/**
 * The number a quote is known by: `OF-<year it was made>-<its id, zero-padded to 6 digits>`, e.g.
 * `OF-2026-000042`. The year is that of the Amsterdam day it was made (`amsterdamDay`), as on the
 * quote itself; the id keeps numbers unique across years, so the year is for people only.
 */
export function quoteNumber(createdDay: string, id: number): string {
  return `OF-${createdDay.slice(0, 4)}-${String(id).padStart(6, '0')}`;
}
