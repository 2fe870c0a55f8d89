import type { BijtellingRule } from './bijtellingRule.ts';
import { roundCents } from './roundCents.ts';

/** Bijtelling per year: the rule's percentage up to the cap, the higher one above it. */
export function yearlyBijtelling(fiscalValue: number, rule: BijtellingRule): number {
  const value = Math.max(0, fiscalValue);
  const belowCap = rule.cap === null ? value : Math.min(value, rule.cap);
  const aboveCap = value - belowCap;
  return roundCents((belowCap * rule.percentage + aboveCap * rule.percentageAboveCap) / 100);
}
