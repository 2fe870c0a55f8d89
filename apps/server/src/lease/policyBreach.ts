import { FUEL_LABELS, type FuelLabel, type FuelType } from '@lease/api/contract';
import { isPlugIn } from '../catalog/catalogValues.ts';

/** Why the car policy rules a car out; the car is then not orderable, whatever its price. */
export const NOT_PLUG_IN = 'regeling-alleen-plugin';
export const FUEL_LABEL_ABOVE_MAXIMUM = 'regeling-brandstoflabel';
export type PolicyBreach = typeof NOT_PLUG_IN | typeof FUEL_LABEL_ABOVE_MAXIMUM;

/** The policy's rules on the car itself. */
export interface PolicyRules {
  plugInOnly: boolean;
  /** The worst fuel label allowed; null: any. */
  maxFuelLabel: FuelLabel | null;
}

/** What the rules look at: a car's fuel and label (a bike has neither, and no rule applies). */
export interface PolicyVehicle {
  fuel: FuelType | null;
  fuelLabel: string | null;
}

/**
 * The first rule of the policy a vehicle breaks, or null. The rules are about cars: a vehicle
 * without a fuel (a bike) breaks none. A car without a label passes the label rule, as the search's
 * fuel-label filter lets it through, so what the policy page's link finds can be ordered.
 */
export function policyBreach(vehicle: PolicyVehicle, rules: PolicyRules): PolicyBreach | null {
  if (vehicle.fuel === null) return null;
  if (rules.plugInOnly && !isPlugIn(vehicle.fuel)) return NOT_PLUG_IN;
  const label = FUEL_LABELS.find((candidate) => candidate === vehicle.fuelLabel);
  if (
    rules.maxFuelLabel &&
    label &&
    FUEL_LABELS.indexOf(label) > FUEL_LABELS.indexOf(rules.maxFuelLabel)
  ) {
    return FUEL_LABEL_ABOVE_MAXIMUM;
  }
  return null;
}
