/**
 * The catalog's value lists as the filters send them and the database stores them. Body, fuel,
 * transmission and charge-cable values are the contract's own (spec point 9), so the portal's
 * texts can be checked against every value the server sends; the rest exist only in the catalog.
 */
export {
  BODY_TYPES,
  CHARGE_CABLES,
  FUEL_TYPES,
  TRANSMISSIONS,
  type BodyType,
  type ChargeCable,
  type FuelType,
  type Transmission,
} from '@lease/api/contract';
import type { FuelType } from '@lease/api/contract';

/** Fuel labels, A (best in its size class) to G. */
export const FUEL_LABELS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type FuelLabel = (typeof FUEL_LABELS)[number];

/** Fuels that are charged from the grid: they get charge cables and a WLTP electric range. */
export const PLUG_IN_FUELS: readonly FuelType[] = [
  'elektrisch',
  'elektrisch-benzine',
  'elektrisch-diesel',
  'elektrisch-lpg',
];

/** Whether a fuel is charged from the grid (full electric or plug-in hybrid). */
export function isPlugIn(fuel: FuelType): boolean {
  return PLUG_IN_FUELS.includes(fuel);
}

/** Fuels without tailpipe CO2: these get the zero-emission bijtelling and fuel label A. */
export function isZeroEmissionFuel(fuel: FuelType): boolean {
  return fuel === 'elektrisch' || fuel === 'waterstof';
}

/** Bike kinds (`Fietssoort`). */
export const BIKE_KINDS = [
  'e-bike',
  'speed-pedelec',
  'bakfiets',
  'stadsfiets',
  'hybride',
  'racefiets',
  'mountainbike',
] as const;
export type BikeKind = (typeof BIKE_KINDS)[number];

/** Frame types (`Frametype`): how high the step-through is. */
export const FRAME_TYPES = ['lage-instap', 'middel-instap', 'hoge-instap', 'unisex'] as const;
export type FrameType = (typeof FRAME_TYPES)[number];

/** Frame heights (`Framehoogte`), paired with the rider length (`Lengte`) each one fits. */
export const FRAME_SIZES = [
  { height: '46 cm', riderLength: '150-165 cm' },
  { height: '50 cm', riderLength: '160-172 cm' },
  { height: '53 cm', riderLength: '168-180 cm' },
  { height: '57 cm', riderLength: '176-188 cm' },
  { height: '61 cm', riderLength: '185-200 cm' },
] as const;

/** Gears (`Versnellingen`): a count, or `traploos` for a continuously variable hub. */
export const GEARS = ['1', '3', '5', '7', '8', '10', '11', '12', 'traploos'] as const;

/** Wheel sizes (`Wielmaat`); no commas, because the filter joins its values with commas. */
export const WHEEL_SIZES = [
  '20 inch',
  '24 inch',
  '26 inch',
  '27.5 inch',
  '28 inch',
  '29 inch',
] as const;

/** Drive (`Aandrijving`): where the motor sits, or `geen` for a bike without one. */
export const BIKE_DRIVES = ['middenmotor', 'voorwielmotor', 'achterwielmotor', 'geen'] as const;
export type BikeDrive = (typeof BIKE_DRIVES)[number];
