import { roundCents } from './roundCents.ts';

/** The driver's own contribution per month, split into its two parts. */
export interface OwnContribution {
  /** Lease price above the category's norm budget: what a scheme's maximum applies to. */
  aboveNorm: number;
  /** A fixed private-use contribution the scheme charges every driver, if any. */
  fixed: number;
  /** `nEigenbijdrage`: both together. */
  total: number;
}

/**
 * Own contribution = max(0, lease price − norm budget) + the scheme's fixed private contribution.
 * The norm budget is the category's monthly amount (e.g. €550, €700, €850, €1,000).
 */
export function ownContribution(
  leasePrice: number,
  normBudget: number,
  fixedPrivateContribution = 0,
): OwnContribution {
  const aboveNorm = roundCents(Math.max(0, leasePrice - normBudget));
  const fixed = roundCents(Math.max(0, fixedPrivateContribution));
  return { aboveNorm, fixed, total: roundCents(aboveNorm + fixed) };
}
