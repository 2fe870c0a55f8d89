import type { Terms } from '../schemas/configuration.ts';

/** What is priced when the scheme offers no term or mileage at all: 48 months, 20,000 km a year. */
export const FALLBACK_TERM = 48;
export const FALLBACK_MILEAGE = 20_000;

/**
 * The term and mileage a configuration is priced with: the driver's choice, else the scheme's
 * default (`nStandaardLooptijd`, `nStandaardKilometrage`), else the first it offers.
 */
export function chosenTermAndMileage(
  terms: Terms,
  chosen: { term: number | null; mileage: number | null },
): { term: number; mileage: number } {
  return {
    term: chosen.term ?? terms.nStandaardLooptijd ?? terms.Looptijden[0] ?? FALLBACK_TERM,
    mileage:
      chosen.mileage ?? terms.nStandaardKilometrage ?? terms.Kilometrages[0] ?? FALLBACK_MILEAGE,
  };
}
