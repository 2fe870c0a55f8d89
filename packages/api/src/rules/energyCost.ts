import { FUEL_TYPES, type FuelType } from './carCatalogue.ts';

/**
 * What a car runs on, as it is bought: electricity by the kWh, petrol, diesel and LPG by the
 * litre, natural gas and hydrogen by the kg.
 */
export const ENERGY_CARRIERS = [
  'stroom',
  'benzine',
  'diesel',
  'lpg',
  'aardgas',
  'waterstof',
] as const;
export type EnergyCarrier = (typeof ENERGY_CARRIERS)[number];

/** The price of each carrier in euro per kWh, litre or kg (`ENERGY_CARRIERS`). */
export type EnergyPrices = Readonly<Record<EnergyCarrier, number>>;

/** The unit a carrier is bought and consumed by. */
export const ENERGY_UNITS: Readonly<Record<EnergyCarrier, 'kWh' | 'l' | 'kg'>> = {
  stroom: 'kWh',
  benzine: 'l',
  diesel: 'l',
  lpg: 'l',
  aardgas: 'kg',
  waterstof: 'kg',
};

const FUEL_CARRIERS: Readonly<Record<FuelType, Exclude<EnergyCarrier, 'stroom'> | null>> = {
  aardgas: 'aardgas',
  diesel: 'diesel',
  'diesel-hybride': 'diesel',
  elektrisch: null,
  lpg: 'lpg',
  benzine: 'benzine',
  'benzine-hybride': 'benzine',
  overig: null,
  'elektrisch-benzine': 'benzine',
  'elektrisch-diesel': 'diesel',
  'elektrisch-lpg': 'lpg',
  waterstof: 'waterstof',
};

/** The carrier a car's fuel consumption is bought as; `null` for a car that burns none. */
export function fuelCarrier(fuel: FuelType): Exclude<EnergyCarrier, 'stroom'> | null {
  return FUEL_CARRIERS[fuel];
}

/**
 * The unit a car's fuel consumption is counted in, from its fuel as the wire sends it
 * (`cBrandstof`): kg for natural gas and hydrogen, litres for the others; `null` for a car that
 * burns none or a fuel not known.
 */
export function fuelUnitOf(fuel: string | null | undefined): 'l' | 'kg' | null {
  const known = FUEL_TYPES.find((candidate) => candidate === fuel);
  const carrier = known ? fuelCarrier(known) : null;
  if (!carrier) return null;
  return ENERGY_UNITS[carrier] === 'kg' ? 'kg' : 'l';
}

/** What a car uses per 100 km: electricity (kWh) and fuel (in its carrier's unit). */
export interface Consumption {
  fuel: FuelType;
  /** kWh per 100 km; `null` or absent when the car charges none. */
  electricityPer100Km?: number | null;
  /** Litres or kg per 100 km of the fuel's carrier; `null` or absent when it burns none. */
  fuelPer100Km?: number | null;
}

/**
 * The energy a car costs a month at a yearly mileage: its consumption per 100 km times the
 * prices, over a twelfth of the year's kilometres, in cents. A plug-in hybrid pays for both its
 * electricity and its fuel. `null` when nothing it uses is known (no consumption, or a fuel
 * without a carrier), so a page says "not known" rather than a wrong zero.
 */
export function monthlyEnergyCost(
  consumption: Consumption,
  kmPerYear: number,
  prices: EnergyPrices,
): number | null {
  const carrier = fuelCarrier(consumption.fuel);
  const electricity = consumption.electricityPer100Km ?? null;
  const fuel = carrier === null ? null : (consumption.fuelPer100Km ?? null);
  if (electricity === null && fuel === null) return null;
  const per100Km =
    (electricity ?? 0) * prices.stroom + (fuel !== null && carrier ? fuel * prices[carrier] : 0);
  return Math.round(((per100Km * kmPerYear) / 100 / 12) * 100) / 100;
}

/**
 * What the norm is compared with, for the own contribution and whether a car can be ordered: the
 * lease price, or on a total-cost budget the lease price and the energy together. A car whose
 * energy is not known is budgeted on its lease price alone: a driver is not charged for a guess.
 */
export function budgetedMonthlyCost(
  leasePrice: number,
  energyCost: number | null,
  totalCostBudget: boolean,
): number {
  if (!totalCostBudget || energyCost === null) return leasePrice;
  return Math.round((leasePrice + energyCost) * 100) / 100;
}
