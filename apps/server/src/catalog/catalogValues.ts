/**
 * The catalog's value lists as the filters send them and the database stores them. Body, fuel,
 * transmission, charge-cable and bike values are the contract's own (spec point 9), so the
 * portal's texts can be checked against every value the server sends; the rest exist only in
 * the catalog.
 */
export {
  BIKE_DRIVES,
  BIKE_KINDS,
  BODY_TYPES,
  CHARGE_CABLES,
  FRAME_SIZES,
  FRAME_TYPES,
  FUEL_TYPES,
  GEARS,
  TRANSMISSIONS,
  WHEEL_SIZES,
  type BikeDrive,
  type BikeKind,
  type BodyType,
  type ChargeCable,
  type FrameType,
  type FuelType,
  type Gears,
  type Transmission,
  type WheelSize,
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
