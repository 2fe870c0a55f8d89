import { roundCents } from './roundCents.ts';
import type { PolicyBreach } from './policyBreach.ts';

/** Why a car cannot be ordered: its own contribution exceeds the scheme's maximum. */
export const OVER_MAXIMUM_CONTRIBUTION = 'eigenbijdrage-boven-maximum';

/** Whether the driver may order (`bMagBestellen`), and if not, why and by how much. */
export type OrderPermission =
  | { mayOrder: true; reason: null; amountOver: 0 }
  | { mayOrder: false; reason: typeof OVER_MAXIMUM_CONTRIBUTION; amountOver: number }
  /** The car policy rules the car out: no price makes it orderable. */
  | { mayOrder: false; reason: PolicyBreach; amountOver: 0 };

/**
 * A car can be ordered unless the car policy rules it out (`breach`) or its own contribution above
 * the norm exceeds the scheme's maximum (`null`: the scheme has none). The fixed private
 * contribution is not counted: every driver pays it whatever car they choose, so it cannot make
 * one car unorderable. Exactly at the maximum is still allowed; `amountOver` is what the driver
 * would have to bring the price down by.
 */
export function orderPermission(
  contributionAboveNorm: number,
  maximumContribution: number | null,
  breach: PolicyBreach | null = null,
): OrderPermission {
  if (breach) return { mayOrder: false, reason: breach, amountOver: 0 };
  if (maximumContribution === null || contributionAboveNorm <= maximumContribution) {
    return { mayOrder: true, reason: null, amountOver: 0 };
  }
  return {
    mayOrder: false,
    reason: OVER_MAXIMUM_CONTRIBUTION,
    amountOver: roundCents(contributionAboveNorm - maximumContribution),
  };
}
