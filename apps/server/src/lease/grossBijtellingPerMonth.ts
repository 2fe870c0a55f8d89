import type { BijtellingRule } from './bijtellingRule.ts';
import { roundCents } from './roundCents.ts';
import { yearlyBijtelling } from './yearlyBijtelling.ts';

/** Gross bijtelling per month (`nBrutoFiscaleBijtelling`): the yearly bijtelling / 12, in cents. */
export function grossBijtellingPerMonth(fiscalValue: number, rule: BijtellingRule): number {
  return roundCents(yearlyBijtelling(fiscalValue, rule) / 12);
}
