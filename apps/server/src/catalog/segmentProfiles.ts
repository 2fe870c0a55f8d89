import type { Segment } from './catalogTypes.ts';

/** What a segment means for the generator; ranges are [min, max]. */
export interface SegmentProfile {
  /** Catalogue price of the base version of a petrol car from an average make, in euro. */
  price: readonly [number, number];
  powerKw: readonly [number, number];
  batteryKwh: readonly [number, number];
  /** WLTP km per kWh of a full-electric car of this size. */
  kmPerKwh: number;
  /** Braked towing weight in kg; [0, 0] when the class usually may not tow. */
  towingKg: readonly [number, number];
  /** Smallest wheel size offered, in inch. */
  baseWheelInch: number;
  /** Option prices and service components scale with it (midsize = 1). */
  optionScale: number;
  /** CO2 allowance of the size class for the fuel label (labels are relative to size). */
  labelAllowance: number;
}

/** Profiles per segment: plausible Dutch list prices and specifications of 2023–2026. */
export const SEGMENT_PROFILES: Readonly<Record<Segment, SegmentProfile>> = {
  city: {
    price: [15500, 19500],
    powerKw: [50, 70],
    batteryKwh: [27, 42],
    kmPerKwh: 6.8,
    towingKg: [0, 0],
    baseWheelInch: 15,
    optionScale: 0.7,
    labelAllowance: -10,
  },
  small: {
    price: [21000, 26000],
    powerKw: [60, 96],
    batteryKwh: [42, 52],
    kmPerKwh: 7,
    towingKg: [900, 1200],
    baseWheelInch: 15,
    optionScale: 0.8,
    labelAllowance: -5,
  },
  compact: {
    price: [28000, 36000],
    powerKw: [85, 140],
    batteryKwh: [55, 77],
    kmPerKwh: 6.6,
    towingKg: [1200, 1600],
    baseWheelInch: 16,
    optionScale: 0.9,
    labelAllowance: 0,
  },
  midsize: {
    price: [38000, 48000],
    powerKw: [110, 200],
    batteryKwh: [70, 86],
    kmPerKwh: 6.3,
    towingKg: [1500, 2000],
    baseWheelInch: 17,
    optionScale: 1,
    labelAllowance: 10,
  },
  executive: {
    price: [50000, 64000],
    powerKw: [150, 280],
    batteryKwh: [80, 100],
    kmPerKwh: 6,
    towingKg: [1800, 2200],
    baseWheelInch: 18,
    optionScale: 1.2,
    labelAllowance: 20,
  },
  luxury: {
    price: [72000, 100000],
    powerKw: [220, 420],
    batteryKwh: [95, 111],
    kmPerKwh: 5.4,
    towingKg: [2200, 3500],
    baseWheelInch: 19,
    optionScale: 1.5,
    labelAllowance: 30,
  },
  sport: {
    price: [40000, 60000],
    powerKw: [140, 330],
    batteryKwh: [70, 80],
    kmPerKwh: 5.8,
    towingKg: [0, 0],
    baseWheelInch: 18,
    optionScale: 1.2,
    labelAllowance: 20,
  },
  van: {
    price: [36000, 52000],
    powerKw: [80, 140],
    batteryKwh: [50, 110],
    kmPerKwh: 4.2,
    towingKg: [2000, 2800],
    baseWheelInch: 16,
    optionScale: 0.9,
    labelAllowance: 40,
  },
  pickup: {
    price: [42000, 56000],
    powerKw: [110, 160],
    batteryKwh: [60, 70],
    kmPerKwh: 4.3,
    towingKg: [3000, 3500],
    baseWheelInch: 17,
    optionScale: 0.9,
    labelAllowance: 40,
  },
};
