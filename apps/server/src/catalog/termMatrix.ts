import type { CatalogTerm, Segment } from './catalogTypes.ts';

/** Lease terms for cars, in months (docs/spec/lease-domain.md demo matrix). */
export const CAR_TERMS = [36, 48, 60] as const;
/** Lease term for bikes, in months. */
export const BIKE_TERM = 36;
/** The norm combination schemes price their budgets at; preselected when a type offers it. */
export const DEFAULT_TERM = { termMonths: 48, kmPerYear: 30000 } as const;

/** Yearly mileages from `min` to `max` in steps of 5,000 km. */
function mileages(min: number, max: number): number[] {
  const list: number[] = [];
  for (let km = min; km <= max; km += 5000) list.push(km);
  return list;
}

/**
 * The terms and mileages a car type can be leased at: 10,000–40,000 km, except that commercial
 * vehicles start at 20,000 (lessors do not price them for low use) and sports cars stop at
 * 25,000 (nor for high use). The default is 48 months / 30,000 km, else the nearest mileage.
 */
export function termMatrix(typeId: number, segment: Segment): CatalogTerm[] {
  const [min, max] =
    segment === 'van' || segment === 'pickup'
      ? [20000, 40000]
      : segment === 'sport'
        ? [10000, 25000]
        : [10000, 40000];
  const kms = mileages(min, max);
  const defaultKm = kms.reduce((best, km) =>
    Math.abs(km - DEFAULT_TERM.kmPerYear) < Math.abs(best - DEFAULT_TERM.kmPerYear) ? km : best,
  );
  return CAR_TERMS.flatMap((termMonths) =>
    kms.map((kmPerYear) => ({
      typeId,
      termMonths,
      kmPerYear,
      isDefault: termMonths === DEFAULT_TERM.termMonths && kmPerYear === defaultKm,
    })),
  );
}

/** A bike's one term; mileage does not apply to bikes, so it is 0. */
export function bikeTerms(typeId: number): CatalogTerm[] {
  return [{ typeId, termMonths: BIKE_TERM, kmPerYear: 0, isDefault: true }];
}
