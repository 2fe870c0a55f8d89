import { roundCents } from './roundCents.ts';

/** Bijtelling of a lease bike: 7% a year of the recommended retail price incl. VAT. */
export const BIKE_PERCENTAGE = 7;

/** Gross bijtelling per month of a lease bike (€3,499 → €20.41); no 500-km exemption. */
export function bikeBijtellingPerMonth(retailPrice: number): number {
  return roundCents((Math.max(0, retailPrice) * BIKE_PERCENTAGE) / 100 / 12);
}
