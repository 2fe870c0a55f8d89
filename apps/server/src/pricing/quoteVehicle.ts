import { monthlyEnergyCost, type EnergyPrices } from '@lease/api/contract';
import type { FuelType } from '../catalog/catalogValues.ts';
import { BIKE_PERCENTAGE, bikeBijtellingPerMonth } from '../lease/bikeBijtellingPerMonth.ts';
import { bikeLeasePrice } from '../lease/bikeLeasePrice.ts';
import { bijtellingRule } from '../lease/bijtellingRule.ts';
import { driverMonthlyCost, type DriverCost } from '../lease/driverMonthlyCost.ts';
import { fiscalValue } from '../lease/fiscalValue.ts';
import { grossBijtellingPerMonth } from '../lease/grossBijtellingPerMonth.ts';
import { leasePrice } from '../lease/leasePrice.ts';
import { policyBreach, type PolicyRules, type PolicyVehicle } from '../lease/policyBreach.ts';
import { roundCents } from '../lease/roundCents.ts';

/** What the arithmetic needs of a vehicle: a car (with fuel and admission) or a bike. */
export type QuoteVehicle =
  | { kind: 'car'; cataloguePrice: number; fuel: FuelType; co2: number; firstAdmission: string }
  | { kind: 'bike'; cataloguePrice: number };

/** The configuration being priced. */
export interface QuoteChoice {
  /** Factory options: in the lease price and the fiscal value. */
  factoryOptions: number;
  /** Dealer accessories and own options: in the lease price only. */
  accessories: number;
  termMonths: number;
  kmPerYear: number;
  /** Monthly amounts on top of the lease price (parent-scheme components). */
  monthlyExtras: number;
}

/** The vehicle's figures, before the driver's category and tax bracket come in. */
export interface VehicleQuote {
  leasePrice: number;
  fiscalValue: number;
  bijtellingPercentage: number;
  grossBijtelling: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
let todayText = '';
let todayStart = 0;

/**
 * Today (UTC) as `YYYY-MM-DD`: the bijtelling rule depends on the month a price is computed in.
 * Formatted once a day, not on every request that prices something.
 */
export function today(): string {
  const now = Date.now();
  if (now < todayStart || now >= todayStart + DAY_MS) {
    todayStart = now - (now % DAY_MS);
    todayText = new Date(todayStart).toISOString().slice(0, 10);
  }
  return todayText;
}

/**
 * The lease price, fiscal value and gross bijtelling of one configuration, all from `src/lease`:
 * search, configurator, basket and orders price through this one function, so they agree.
 */
export function quoteVehicle(
  vehicle: QuoteVehicle,
  choice: QuoteChoice,
  referenceDate: string = today(),
): VehicleQuote {
  if (vehicle.kind === 'bike') {
    return {
      leasePrice: roundCents(
        bikeLeasePrice(vehicle.cataloguePrice, choice.accessories, choice.termMonths) +
          choice.monthlyExtras,
      ),
      fiscalValue: fiscalValue(vehicle.cataloguePrice),
      bijtellingPercentage: BIKE_PERCENTAGE,
      grossBijtelling: bikeBijtellingPerMonth(vehicle.cataloguePrice),
    };
  }
  const lease = leasePrice({
    cataloguePrice: vehicle.cataloguePrice,
    optionsPrice: choice.factoryOptions,
    accessoriesPrice: choice.accessories,
    termMonths: choice.termMonths,
    kmPerYear: choice.kmPerYear,
    fuel: vehicle.fuel,
  });
  const fiscal = fiscalValue(vehicle.cataloguePrice, choice.factoryOptions);
  const rule = bijtellingRule(vehicle, referenceDate);
  return {
    leasePrice: roundCents(lease.total + choice.monthlyExtras),
    fiscalValue: fiscal,
    bijtellingPercentage: rule.percentage,
    grossBijtelling: grossBijtellingPerMonth(fiscal, rule),
  };
}

/**
 * How a driver's prices are computed, and what they may order: the category's norm, the tax
 * situation and the car policy's rules.
 */
export interface DriverPricing extends PolicyRules {
  /** The prices a car's energy is counted with (the client's). */
  energyPrices: EnergyPrices;
  /** The norm budgets lease and energy together. */
  totalCostBudget: boolean;
  normBudget: number;
  maxContribution: number | null;
  privateContribution: number;
  taxPercentage: number;
  businessOnly: boolean;
}

/** What a car is to the driver's side of its price: its policy facts and its consumption. */
export type PricedVehicle = PolicyVehicle & {
  electricityPer100Km: number | null;
  fuelPer100Km: number | null;
};

/**
 * The driver's side of a quote at a yearly mileage: the energy it costs, own contribution, net
 * cost and whether it may be ordered, which also depends on the vehicle itself (the car policy's
 * rules, and its energy where the norm budgets the total cost).
 */
export function driverCost(
  quote: VehicleQuote,
  pricing: DriverPricing,
  vehicle: PricedVehicle,
  kmPerYear: number,
): DriverCost {
  const energyCost =
    vehicle.fuel === null
      ? null
      : monthlyEnergyCost(
          {
            fuel: vehicle.fuel,
            electricityPer100Km: vehicle.electricityPer100Km,
            fuelPer100Km: vehicle.fuelPer100Km,
          },
          kmPerYear,
          pricing.energyPrices,
        );
  return driverMonthlyCost({
    energyCost,
    totalCostBudget: pricing.totalCostBudget,
    leasePrice: quote.leasePrice,
    grossBijtelling: quote.grossBijtelling,
    normBudget: pricing.normBudget,
    fixedPrivateContribution: pricing.privateContribution,
    maximumContribution: pricing.maxContribution,
    taxRatePercent: pricing.taxPercentage,
    businessOnly: pricing.businessOnly,
    policyBreach: policyBreach(vehicle, pricing),
  });
}
