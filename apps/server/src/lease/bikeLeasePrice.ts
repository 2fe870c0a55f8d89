import { roundCents } from './roundCents.ts';

/** The bike model's constants: demo figures in the range Dutch bike-lease providers charge. */
export const BIKE_LEASE_MODEL = {
  /** The driver may buy the bike at the end for this share of its price. */
  residualShare: 0.2,
  interestRate: 0.05,
  /** Theft and damage insurance per year, as a share of the price. */
  insuranceShare: 0.04,
  /** Maintenance per year: a base plus a share of the price (e-bikes cost more to service). */
  maintenanceBase: 90,
  maintenanceShare: 0.015,
  managementFee: 3,
} as const;

/**
 * The monthly lease price of a bike: depreciation to the buy-out value over the term, interest
 * on the average capital, insurance, maintenance and a fee. Mileage plays no part for bikes.
 */
export function bikeLeasePrice(retailPrice: number, accessoriesPrice = 0, termMonths = 36): number {
  const m = BIKE_LEASE_MODEL;
  const capital = Math.max(0, retailPrice + accessoriesPrice);
  const term = Math.max(1, termMonths);
  const residual = capital * m.residualShare;
  const depreciation = (capital - residual) / term;
  const interest = (((capital + residual) / 2) * m.interestRate) / 12;
  const insurance = (capital * m.insuranceShare) / 12;
  const maintenance = (m.maintenanceBase + capital * m.maintenanceShare) / 12;
  return roundCents(depreciation + interest + insurance + maintenance + m.managementFee);
}
