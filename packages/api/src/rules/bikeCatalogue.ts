/**
 * The bike value lists of spec point 9 (the bike filters `Fietssoort`, `Frametype`,
 * `Framehoogte`, `Lengte`, `Versnellingen`, `Wielmaat`, `Aandrijving`). The contract takes these
 * fields as free text; these are the values the reference server stores and sends, Dutch codes
 * the portal translates (words) or formats (sizes and counts) for display.
 */

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
export type Gears = (typeof GEARS)[number];

/** Wheel sizes (`Wielmaat`); no commas, because the filter joins its values with commas. */
export const WHEEL_SIZES = [
  '20 inch',
  '24 inch',
  '26 inch',
  '27.5 inch',
  '28 inch',
  '29 inch',
] as const;
export type WheelSize = (typeof WHEEL_SIZES)[number];

/** Drive (`Aandrijving`): where the motor sits, or `geen` for a bike without one. */
export const BIKE_DRIVES = ['middenmotor', 'voorwielmotor', 'achterwielmotor', 'geen'] as const;
export type BikeDrive = (typeof BIKE_DRIVES)[number];
