import { isZeroEmissionFuel, type FuelType } from '../catalog/catalogValues.ts';

/** How the yearly bijtelling is computed: `percentage` up to `cap`, `percentageAboveCap` above. */
export interface BijtellingRule {
  percentage: number;
  /** Fiscal value up to which `percentage` applies; `null` when it applies to all of it. */
  cap: number | null;
  percentageAboveCap: number;
}

/** What the rule depends on. */
export interface BijtellingVehicle {
  fuel: FuelType;
  /** WLTP CO2 in g/km: 0 means zero-emission. */
  co2: number;
  /** Date of first admission, `YYYY-MM` or `YYYY-MM-DD`. */
  firstAdmission: string;
  /** Cars with solar cells on the body are exempt from the cap, as hydrogen cars are. */
  solarCells?: boolean;
}

/** The general percentage for cars with CO2 > 0 first admitted from 2017 on. */
export const GENERAL_PERCENTAGE = 22;
/** The percentage for cars first admitted before 2017 (docs/spec/lease-domain.md). */
export const PRE_2017_PERCENTAGE = 25;
/** Months the rule of the admission month holds after that month (docs/spec/lease-domain.md: that month + 60). */
export const FIXED_MONTHS = 60;

/**
 * Zero-emission discount by year: [percentage, cap]. 2023–2028 are docs/spec/lease-domain.md's table; 2017–2022
 * come from the tax authority's published tables and matter only for older cars.
 */
const ZERO_EMISSION: readonly (readonly [
  fromYear: number,
  percentage: number,
  cap: number | null,
])[] = [
  [2028, GENERAL_PERCENTAGE, null],
  [2027, 20, 30000],
  [2026, 18, 30000],
  [2025, 17, 30000],
  [2023, 16, 30000],
  [2022, 16, 35000],
  [2021, 12, 40000],
  [2020, 8, 45000],
  [2019, 4, 50000],
  [2017, 4, null],
];

/** A month as a count of months since year 0, so periods are simple subtraction. */
function monthIndex(date: string): number {
  const match = /^(\d{4})-(\d{2})/.exec(date);
  if (!match) throw new RangeError(`Not a date: ${date}`);
  const month = Number(match[2]);
  if (month < 1 || month > 12) throw new RangeError(`Not a date: ${date}`);
  return Number(match[1]) * 12 + month - 1;
}

/** The rule for a car whose (current) 60-month period started in `year`. */
function ruleOfYear(year: number, zeroEmission: boolean, capExempt: boolean): BijtellingRule {
  const general = {
    percentage: GENERAL_PERCENTAGE,
    cap: null,
    percentageAboveCap: GENERAL_PERCENTAGE,
  };
  if (!zeroEmission) return general;
  const row = ZERO_EMISSION.find(([fromYear]) => year >= fromYear);
  if (!row) return general;
  const [, percentage, cap] = row;
  return { percentage, cap: capExempt ? null : cap, percentageAboveCap: GENERAL_PERCENTAGE };
}

/**
 * The bijtelling rule that applies to a car in the month of `referenceDate` (`YYYY-MM[-DD]`).
 * The rule of the month of first admission holds for that month plus 60 months; after that a
 * new 60-month period starts under the rule of its first month (for the demo catalog, admitted
 * 2023–2026, that is always 2028 or later: 22%). Cars first admitted before 2017: 25%.
 * A car not admitted yet (a new car on order) gets the rule of its admission month.
 */
export function bijtellingRule(vehicle: BijtellingVehicle, referenceDate: string): BijtellingRule {
  const admitted = monthIndex(vehicle.firstAdmission);
  if (admitted < 2017 * 12) {
    return { percentage: PRE_2017_PERCENTAGE, cap: null, percentageAboveCap: PRE_2017_PERCENTAGE };
  }
  const elapsed = monthIndex(referenceDate) - admitted;
  const periodStart =
    elapsed <= FIXED_MONTHS
      ? admitted
      : admitted +
        FIXED_MONTHS +
        1 +
        FIXED_MONTHS * Math.floor((elapsed - FIXED_MONTHS - 1) / FIXED_MONTHS);
  const zeroEmission = vehicle.co2 <= 0 && isZeroEmissionFuel(vehicle.fuel);
  const capExempt = vehicle.fuel === 'waterstof' || vehicle.solarCells === true;
  return ruleOfYear(Math.floor(periodStart / 12), zeroEmission, capExempt);
}
