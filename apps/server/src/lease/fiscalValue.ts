import { roundCents } from './roundCents.ts';

/**
 * Fiscal value (`nFiscaleWaarde`): catalogue price incl. VAT and BPM plus factory options.
 * Dealer-fitted accessories and delivery costs are left out on purpose: they raise the lease
 * price, not the bijtelling (docs/spec/lease-domain.md).
 */
export function fiscalValue(cataloguePrice: number, factoryOptionsPrice = 0): number {
  return roundCents(cataloguePrice + factoryOptionsPrice);
}
