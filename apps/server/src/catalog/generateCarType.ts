import type { CarBrandFacts, CarModelFacts } from './carBrands.ts';
import type { CatalogCarType } from './catalogTypes.ts';
import {
  isPlugIn,
  isZeroEmissionFuel,
  type BodyType,
  type ChargeCable,
  type FuelType,
  type Transmission,
} from './catalogValues.ts';
import type { Random } from './createRandom.ts';
import { fuelLabel } from './fuelLabel.ts';
import { carConsumption } from './consumption.ts';
import { SEGMENT_PROFILES } from './segmentProfiles.ts';

/** What one type of a model is built from. */
export interface CarTypeSeed {
  id: number;
  modelId: number;
  brand: CarBrandFacts;
  model: CarModelFacts;
  fuel: FuelType;
  body: BodyType;
  /** 0 for the base version; each step up costs more and is more powerful. */
  level: number;
  trim: string;
}

/** Price premium of a powertrain over petrol, for the same car. */
const FUEL_PRICE_FACTOR: Readonly<Record<FuelType, number>> = {
  benzine: 1,
  diesel: 1.07,
  'benzine-hybride': 1.08,
  'diesel-hybride': 1.1,
  elektrisch: 1.2,
  'elektrisch-benzine': 1.18,
  'elektrisch-diesel': 1.2,
  'elektrisch-lpg': 1.22,
  aardgas: 1.04,
  lpg: 1.02,
  waterstof: 1.3,
  overig: 1.06,
};

/** Power against the petrol version (plug-in hybrids quote system power). */
const FUEL_POWER_FACTOR: Readonly<Record<FuelType, number>> = {
  benzine: 1,
  diesel: 0.95,
  'benzine-hybride': 1,
  'diesel-hybride': 1,
  elektrisch: 1.2,
  'elektrisch-benzine': 1.25,
  'elektrisch-diesel': 1.25,
  'elektrisch-lpg': 1.15,
  aardgas: 0.85,
  lpg: 0.95,
  waterstof: 1.05,
  overig: 1,
};

/** WLTP CO2 as base + g/km per kW: a rough line through real cars of each powertrain. */
const CO2_LINE: Readonly<Record<FuelType, readonly [number, number]>> = {
  benzine: [100, 0.4],
  diesel: [95, 0.35],
  'benzine-hybride': [80, 0.25],
  'diesel-hybride': [95, 0.3],
  aardgas: [90, 0.3],
  lpg: [95, 0.35],
  overig: [110, 0.3],
  'elektrisch-benzine': [18, 0.1],
  'elektrisch-diesel': [20, 0.1],
  'elektrisch-lpg': [24, 0.1],
  elektrisch: [0, 0],
  waterstof: [0, 0],
};

/** Engine part of the version title; electric cars name their battery instead. */
function engineLabel(fuel: FuelType, powerKw: number, batteryKwh: number): string {
  const litres =
    powerKw < 75
      ? '1.0'
      : powerKw < 110
        ? '1.5'
        : powerKw < 170
          ? '2.0'
          : powerKw < 260
            ? '3.0'
            : '4.0';
  switch (fuel) {
    case 'elektrisch':
      return `${batteryKwh} kWh`;
    case 'waterstof':
      return 'Fuel Cell';
    case 'benzine':
      return `${litres} Turbo`;
    case 'diesel':
      return `${litres} Diesel`;
    case 'benzine-hybride':
      return `${litres} Hybrid`;
    case 'diesel-hybride':
      return `${litres} Diesel Mild Hybrid`;
    case 'elektrisch-benzine':
      return `${litres} Plug-in Hybrid`;
    case 'elektrisch-diesel':
      return `${litres} Diesel Plug-in Hybrid`;
    case 'elektrisch-lpg':
      return `${litres} Plug-in Hybrid LPG`;
    case 'aardgas':
      return `${litres} CNG`;
    case 'lpg':
      return `${litres} LPG`;
    case 'overig':
      return `${litres} Flexifuel`;
  }
}

function doorsAndSeats(random: Random, body: BodyType, seed: CarTypeSeed): [number, number] {
  switch (body) {
    case 'hatchback':
      return [seed.model.segment === 'small' && random.chance(0.2) ? 3 : 5, 5];
    case 'sedan':
      return [4, 5];
    case 'stationwagen':
      return [5, 5];
    case 'suv':
      return [5, seed.model.segment === 'luxury' || random.chance(0.15) ? 7 : 5];
    case 'coupe':
      return [2, seed.level % 2 === 0 ? 4 : 2];
    case 'cabriolet':
      return [2, seed.model.segment === 'sport' && random.chance(0.4) ? 2 : 4];
    case 'bus-enkele-cabine':
      return [4, 3];
    case 'bus-dubbele-cabine':
      return [5, 6];
    case 'stadsauto':
      return [random.chance(0.15) ? 3 : 5, 4];
    case 'mpv':
      return [5, random.chance(0.6) ? 7 : 5];
    case 'pick-up-enkele-cabine':
      return [2, random.chance(0.5) ? 3 : 2];
    case 'pick-up-dubbele-cabine':
      return [4, 5];
  }
}

function transmission(random: Random, seed: CarTypeSeed): Transmission {
  // Every electrified powertrain is automatic; manual gearboxes survive in small and cheap cars.
  if (
    seed.fuel !== 'benzine' &&
    seed.fuel !== 'diesel' &&
    seed.fuel !== 'lpg' &&
    seed.fuel !== 'aardgas'
  ) {
    return 'automaat';
  }
  const manualShare: Record<string, number> = {
    city: 0.7,
    small: 0.6,
    compact: 0.35,
    van: 0.5,
    pickup: 0.4,
  };
  return random.chance((manualShare[seed.model.segment] ?? 0.1) * (seed.level === 0 ? 1 : 0.5))
    ? 'handgeschakeld'
    : 'automaat';
}

function chargeCables(random: Random, seed: CarTypeSeed): ChargeCable[] {
  if (!isPlugIn(seed.fuel)) return [];
  const { brand, model, fuel } = seed;
  // The few exceptions to "Type 2 for AC, CCS for DC" that Dutch drivers still meet.
  if (brand.name === 'Mitsubishi') return ['type-1', 'chademo'];
  if (model.name === 'Leaf') return ['type-2', 'chademo'];
  const cables: ChargeCable[] = fuel === 'elektrisch' ? ['type-2', 'ccs'] : ['type-2'];
  if (brand.name === 'Tesla') cables.push('supercharger');
  // French makes long shipped a Type 3 cable for the older public points of France and Italy.
  if (brand.country === 'FR' && random.chance(0.3)) cables.push('type-3');
  return cables;
}

/** Rounds a list price the way importers quote them: whole hundreds minus €5. */
function listPrice(price: number): number {
  return Math.round(price / 100) * 100 - 5;
}

/** One car version with every catalogue field, drawn from its model's facts. */
export function generateCarType(random: Random, seed: CarTypeSeed): CatalogCarType {
  const { fuel, body, level, brand, model } = seed;
  const profile = SEGMENT_PROFILES[model.segment];

  const powerKw = Math.round(
    random.between(profile.powerKw[0], profile.powerKw[1]) *
      FUEL_POWER_FACTOR[fuel] *
      (1 + 0.12 * level),
  );
  const batteryKwh = Math.round(
    random.between(profile.batteryKwh[0], profile.batteryKwh[1]) * (1 + 0.05 * level),
  );
  const cataloguePrice = listPrice(
    random.between(profile.price[0], profile.price[1]) *
      brand.priceFactor *
      FUEL_PRICE_FACTOR[fuel] *
      (1 + 0.075 * level),
  );

  const [co2Base, co2PerKw] = CO2_LINE[fuel];
  const commercial = model.segment === 'van' || model.segment === 'pickup';
  const co2 = isZeroEmissionFuel(fuel)
    ? 0
    : Math.round(co2Base + co2PerKw * powerKw + (commercial ? 25 : 0) + random.int(-8, 8));

  let rangeKm: number | null = null;
  if (fuel === 'elektrisch') {
    rangeKm = Math.round((batteryKwh * profile.kmPerKwh * random.between(0.95, 1.05)) / 5) * 5;
  } else if (fuel === 'waterstof') {
    rangeKm = random.int(100, 130) * 5;
  } else if (isPlugIn(fuel)) {
    rangeKm = random.int(9, 22) * 5;
  }

  const [minTow, maxTow] = profile.towingKg;
  const mayTow = maxTow > 0 && body !== 'coupe' && body !== 'cabriolet';
  // Small electric cars are rarely allowed a heavy trailer.
  const towFactor = fuel === 'elektrisch' && !commercial ? 0.8 : 1;
  const towingBrakedKg = mayTow
    ? Math.round((random.between(minTow, maxTow) * towFactor) / 50) * 50
    : 0;
  const towingUnbrakedKg = Math.min(750, Math.round((towingBrakedKg * 0.4) / 10) * 10);

  const [doors, seats] = doorsAndSeats(random, body, seed);
  return {
    id: seed.id,
    modelId: seed.modelId,
    name: `${engineLabel(fuel, powerKw, batteryKwh)} ${powerKw} kW ${seed.trim}`,
    cataloguePrice,
    firstAdmission: `${random.int(2023, 2026)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
    body,
    fuel,
    transmission: transmission(random, seed),
    doors,
    seats,
    co2,
    rangeKm,
    powerKw,
    towingBrakedKg,
    towingUnbrakedKg,
    fuelLabel: fuelLabel(co2, model.segment),
    chargeCables: chargeCables(random, seed),
    onOffer: random.chance(0.12),
    // Drawn from the facts above, not from the random sequence: the rest of the catalogue stays.
    ...carConsumption(fuel, co2, model.segment),
  };
}
