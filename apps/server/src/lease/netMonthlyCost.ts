import { roundCents } from './roundCents.ts';

/** What the net cost depends on. */
export interface NetMonthlyCostInput {
  /** Gross bijtelling per month (already rounded, as shown to the driver). */
  grossBijtelling: number;
  /** Own contribution per month (`nEigenbijdrage`). */
  ownContribution: number;
  /** Marginal income tax rate in percent, e.g. 37.56 (the chosen `Belastingschijf`). */
  taxRatePercent: number;
  /** Business use only (`bAlleenZakelijk`): no bijtelling, the own contribution remains. */
  businessOnly: boolean;
}

/**
 * Net monthly cost for the driver (`nNettoKosten`):
 * max(0, gross bijtelling − own contribution) × tax rate + own contribution. The own contribution
 * is paid from net pay but lowers the taxable bijtelling, hence both terms.
 */
export function netMonthlyCost(input: NetMonthlyCostInput): number {
  const own = Math.max(0, input.ownContribution);
  if (input.businessOnly) return roundCents(own);
  const taxable = Math.max(0, input.grossBijtelling - own);
  return roundCents((taxable * input.taxRatePercent) / 100 + own);
}
