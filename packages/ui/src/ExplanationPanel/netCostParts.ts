import type { PersonalCostExplanation } from '@lease/api';

/** How the net monthly cost is built up (docs/spec/lease-domain.md): tax on the taxable bijtelling + own contribution. */
export interface NetCostParts {
  /** Gross bijtelling a month. */
  grossBijtelling: number;
  /** Own contribution a month (`E`), lowering the taxable bijtelling. */
  ownContribution: number;
  /** max(0, gross − E): what income tax is paid over. */
  taxableBijtelling: number;
  /** The marginal rate in percent. */
  taxRate: number;
  /** Income tax on the taxable bijtelling. */
  tax: number;
  /** tax + own contribution: the net monthly cost. */
  net: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;
const finite = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.max(0, value) : 0;

/**
 * The parts of the net cost, from the server's explanation. The server's `nNettoKosten` wins as
 * the total (it is what the driver pays); the tax part is then the rest, so the parts always add
 * up to the figure shown. Business only: no bijtelling, the net cost is the own contribution.
 */
export function netCostParts(
  explanation: PersonalCostExplanation,
  options: { businessOnly?: boolean } = {},
): NetCostParts {
  const grossBijtelling = options.businessOnly ? 0 : finite(explanation.nBrutoFiscaleBijtelling);
  const ownContribution = finite(explanation.nEigenbijdrage);
  const taxRate = Math.min(100, finite(explanation.nBelastingPercentage));
  const taxableBijtelling = cents(Math.max(0, grossBijtelling - ownContribution));
  const computedTax = cents((taxableBijtelling * taxRate) / 100);
  const serverNet = explanation.nNettoKosten;
  const net =
    !options.businessOnly && typeof serverNet === 'number' && Number.isFinite(serverNet)
      ? cents(Math.max(serverNet, ownContribution))
      : cents(computedTax + ownContribution);
  return {
    grossBijtelling,
    ownContribution,
    taxableBijtelling,
    taxRate,
    tax: cents(net - ownContribution),
    net,
  };
}
