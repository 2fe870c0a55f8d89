import { describe, expect, it } from 'vitest';
import {
  budgetedMonthlyCost,
  fuelCarrier,
  fuelUnitOf,
  monthlyEnergyCost,
  type Consumption,
  type EnergyPrices,
} from './energyCost.ts';

const prices: EnergyPrices = {
  stroom: 0.35,
  benzine: 1.95,
  diesel: 1.75,
  lpg: 0.95,
  aardgas: 1.5,
  waterstof: 15,
};

describe('monthlyEnergyCost', () => {
  it.each<[string, Consumption, number, number | null]>([
    // 16 kWh × €0.35 = €5.60 per 100 km; 30,000 km a year is 2,500 a month: 25 × €5.60.
    ['an electric car', { fuel: 'elektrisch', electricityPer100Km: 16 }, 30_000, 140],
    // 6 l × €1.95 = €11.70 per 100 km; 20,000 km a year: 1,666.67 km a month.
    ['a petrol car', { fuel: 'benzine', fuelPer100Km: 6 }, 20_000, 195],
    [
      'a diesel hybrid, priced as diesel',
      { fuel: 'diesel-hybride', fuelPer100Km: 4.8 },
      30_000,
      210,
    ],
    [
      'a plug-in hybrid pays for both',
      { fuel: 'elektrisch-benzine', electricityPer100Km: 10, fuelPer100Km: 1.5 },
      30_000,
      160.63,
    ],
    ['hydrogen by the kg', { fuel: 'waterstof', fuelPer100Km: 1 }, 12_000, 150],
    ['LPG by the litre', { fuel: 'lpg', fuelPer100Km: 8 }, 15_000, 95],
    ['nothing known: not a zero', { fuel: 'benzine' }, 30_000, null],
    ['a fuel without a carrier', { fuel: 'overig', fuelPer100Km: 7 }, 30_000, null],
    [
      'an electric car never pays for fuel',
      { fuel: 'elektrisch', electricityPer100Km: 15, fuelPer100Km: 5 },
      12_000,
      52.5,
    ],
    ['no kilometres, no cost', { fuel: 'elektrisch', electricityPer100Km: 16 }, 0, 0],
  ])('%s', (_, consumption, km, expected) => {
    expect(monthlyEnergyCost(consumption, km, prices)).toBe(expected);
  });
});

describe('fuelCarrier', () => {
  it.each([
    ['elektrisch', null],
    ['benzine-hybride', 'benzine'],
    ['elektrisch-diesel', 'diesel'],
    ['elektrisch-lpg', 'lpg'],
    ['aardgas', 'aardgas'],
    ['overig', null],
  ] as const)('%s → %s', (fuel, carrier) => {
    expect(fuelCarrier(fuel)).toBe(carrier);
  });
});

describe('budgetedMonthlyCost', () => {
  it.each<[string, number, number | null, boolean, number]>([
    ['a lease-price budget: the lease price', 650, 140, false, 650],
    ['a total-cost budget: lease and energy', 650, 140, true, 790],
    ['in cents', 612.45, 152.2, true, 764.65],
    ['energy not known: the lease price alone', 650, null, true, 650],
    ['no energy cost at all', 650, 0, true, 650],
  ])('%s', (_, lease, energy, totalCost, expected) => {
    expect(budgetedMonthlyCost(lease, energy, totalCost)).toBe(expected);
  });
});

describe('fuelUnitOf', () => {
  it.each([
    ['benzine', 'l'],
    ['elektrisch-lpg', 'l'],
    ['aardgas', 'kg'],
    ['waterstof', 'kg'],
    ['elektrisch', null],
    ['overig', null],
    ['kernfusie', null],
    [null, null],
  ] as const)('%s → %s', (fuel, unit) => {
    expect(fuelUnitOf(fuel)).toBe(unit);
  });
});
