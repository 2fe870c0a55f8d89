import type { FuelType } from '../catalog/catalogValues.ts';
import { roundCents } from './roundCents.ts';

/** What a car's monthly lease price is computed from. Amounts in euro incl. VAT. */
export interface LeasePriceInput {
  cataloguePrice: number;
  /** Factory options (they also raise the fiscal value). */
  optionsPrice: number;
  /** Dealer-fitted accessories (they do not raise the fiscal value). */
  accessoriesPrice: number;
  termMonths: number;
  kmPerYear: number;
  fuel: FuelType;
}

/** The monthly lease price and what it is made of. */
export interface LeasePriceBreakdown {
  /** What the car is worth at the end of the term. */
  residualValue: number;
  depreciation: number;
  interest: number;
  maintenance: number;
  tyres: number;
  insurance: number;
  roadTax: number;
  managementFee: number;
  /** `nLeaseprijs`: the sum of the monthly parts, rounded to cents. */
  total: number;
}

/**
 * The model's constants, in one place so the README can quote them. Demo figures in the range
 * Dutch lessors price at; they are not any lessor's tariff.
 */
export const LEASE_MODEL = {
  /** Residual value as a share of the capital: start, per month of term, per km driven. */
  residualStart: 0.82,
  residualPerMonth: 0.0055,
  residualPerKm: 0.0000016,
  /** The residual value never drops below this share (scrap and parts keep some value). */
  residualFloor: 0.1,
  /** Yearly interest on the average capital tied up over the term. */
  interestRate: 0.05,
  /** Maintenance per km, before the price supplement: electric drivetrains need less. */
  maintenancePerKm: 0.03,
  maintenancePerKmZeroEmission: 0.02,
  /** Dearer cars cost more per service: +1% on the per-km rate per €1,000 of capital. */
  maintenancePriceSupplement: 0.00001,
  /** Tyres per km; heavier electric cars wear them faster. */
  tyresPerKm: 0.012,
  tyresPerKmZeroEmission: 0.015,
  /** Insurance per year: a base plus a share of the capital. */
  insuranceBase: 240,
  insuranceShare: 0.012,
  managementFee: 22,
} as const;

/**
 * Road tax (motorrijtuigenbelasting) per month, by fuel: the average for a mid-weight car in a
 * mid-priced province. Zero-emission cars pay a reduced rate (the discount is being phased
 * out); diesels pay a surcharge for particulates; gas-fuelled cars a smaller one.
 */
export const ROAD_TAX_PER_MONTH: Readonly<Record<FuelType, number>> = {
  elektrisch: 20,
  waterstof: 20,
  'elektrisch-benzine': 45,
  'elektrisch-diesel': 70,
  'elektrisch-lpg': 55,
  benzine: 55,
  'benzine-hybride': 55,
  overig: 55,
  lpg: 80,
  aardgas: 80,
  diesel: 110,
  'diesel-hybride': 110,
};

const zeroEmission = (fuel: FuelType) => fuel === 'elektrisch' || fuel === 'waterstof';

/**
 * The monthly lease price of a car (operational lease, all-in):
 * depreciation of (catalogue + options + accessories) over the term against a residual value
 * that falls with term and mileage, interest on the average capital, maintenance and tyres by
 * mileage, insurance, road tax and a management fee. More kilometres always cost more; a longer
 * term spreads the depreciation, so its monthly share falls.
 */
export function leasePrice(input: LeasePriceInput): LeasePriceBreakdown {
  const m = LEASE_MODEL;
  const capital = Math.max(0, input.cataloguePrice + input.optionsPrice + input.accessoriesPrice);
  const term = Math.max(1, input.termMonths);
  const kmPerYear = Math.max(0, input.kmPerYear);
  const totalKm = (kmPerYear * term) / 12;
  const ze = zeroEmission(input.fuel);

  const residualShare = Math.max(
    m.residualFloor,
    m.residualStart - m.residualPerMonth * term - m.residualPerKm * totalKm,
  );
  const residualValue = capital * residualShare;
  const depreciation = (capital - residualValue) / term;
  const interest = (((capital + residualValue) / 2) * m.interestRate) / 12;
  const perKm =
    (ze ? m.maintenancePerKmZeroEmission : m.maintenancePerKm) *
    (1 + capital * m.maintenancePriceSupplement);
  const maintenance = (kmPerYear / 12) * perKm;
  const tyres = (kmPerYear / 12) * (ze ? m.tyresPerKmZeroEmission : m.tyresPerKm);
  const insurance = (m.insuranceBase + capital * m.insuranceShare) / 12;
  const roadTax = ROAD_TAX_PER_MONTH[input.fuel];

  const parts = {
    depreciation,
    interest,
    maintenance,
    tyres,
    insurance,
    roadTax,
    managementFee: m.managementFee,
  };
  const total = Object.values(parts).reduce((sum, part) => sum + part, 0);
  return {
    residualValue: roundCents(residualValue),
    depreciation: roundCents(depreciation),
    interest: roundCents(interest),
    maintenance: roundCents(maintenance),
    tyres: roundCents(tyres),
    insurance: roundCents(insurance),
    roadTax: roundCents(roadTax),
    managementFee: roundCents(m.managementFee),
    total: roundCents(total),
  };
}
