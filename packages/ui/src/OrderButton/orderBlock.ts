import type { ConfiguratorDetail } from '@lease/api';

/** Why an order is blocked and by how much, for the text under the hidden order button. */
export type OrderBlock =
  | { kind: 'none' }
  /** Own contribution above the scheme's maximum: `over` = contribution − maximum. */
  | { kind: 'overMaximum'; over: number; maximum: number; reason: string | null }
  /** Above the norm budget: `over` = the deviation from the norm. */
  | { kind: 'overBudget'; over: number; reason: string | null }
  /** Blocked for another reason (the server's text, or none). */
  | { kind: 'other'; reason: string | null };

type Detail = Pick<
  ConfiguratorDetail,
  'bMagBestellen' | 'cRedenNietBestellen' | 'nEigenbijdrage' | 'nAfwijkingwaarde'
>;

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * What stops an order (docs/spec/lease-domain.md: users ask why they cannot order and by how much). With the
 * category's maximum own contribution known, the excess over that maximum; else the deviation
 * above the norm budget; else only the server's reason.
 */
export function orderBlock(detail: Detail, maxOwnContribution?: number | null): OrderBlock {
  if (detail.bMagBestellen) return { kind: 'none' };
  const reason = detail.cRedenNietBestellen?.trim() || null;
  // A fixed private contribution is in `nEigenbijdrage` whatever the car, so it cannot make a car
  // unorderable: the maximum caps the part above the norm (decisions.md §5, the server's rule).
  const aboveNorm = Math.min(detail.nEigenbijdrage, Math.max(0, detail.nAfwijkingwaarde));
  if (
    typeof maxOwnContribution === 'number' &&
    Number.isFinite(maxOwnContribution) &&
    aboveNorm > maxOwnContribution
  ) {
    return {
      kind: 'overMaximum',
      over: cents(aboveNorm - maxOwnContribution),
      maximum: maxOwnContribution,
      reason,
    };
  }
  if (Number.isFinite(detail.nAfwijkingwaarde) && detail.nAfwijkingwaarde > 0) {
    return { kind: 'overBudget', over: cents(detail.nAfwijkingwaarde), reason };
  }
  return { kind: 'other', reason };
}
