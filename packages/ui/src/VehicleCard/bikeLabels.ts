import type { BikeDrive, BikeKind, FrameType, Gears } from '@lease/api';
import type { UiMessageId } from '../i18n/en.ts';
import type { UiMessageValues } from '../i18n/useUiText.ts';
import { catalogueLabel, catalogueMessage } from './vehicleLabels.ts';

// The bike values (spec point 9's bike filters) beside the car values of `vehicleLabels.ts`, in
// a module of their own: only the calculator's bike filters load it, not every page that shows
// a car value (the configurator's charge cables).

/** The message of each bike kind (`Fietssoort`, the contract's `BIKE_KINDS`). */
export const BIKE_KIND_MESSAGES = {
  'e-bike': 'filter.bikeKind.e-bike',
  'speed-pedelec': 'filter.bikeKind.speed-pedelec',
  bakfiets: 'filter.bikeKind.bakfiets',
  stadsfiets: 'filter.bikeKind.stadsfiets',
  hybride: 'filter.bikeKind.hybride',
  racefiets: 'filter.bikeKind.racefiets',
  mountainbike: 'filter.bikeKind.mountainbike',
} as const satisfies Record<BikeKind, UiMessageId>;

/** The message of each frame type (`Frametype`, the contract's `FRAME_TYPES`). */
export const FRAME_TYPE_MESSAGES = {
  'lage-instap': 'filter.frameType.lage-instap',
  'middel-instap': 'filter.frameType.middel-instap',
  'hoge-instap': 'filter.frameType.hoge-instap',
  unisex: 'filter.frameType.unisex',
} as const satisfies Record<FrameType, UiMessageId>;

/** The message of each drive (`Aandrijving`, the contract's `BIKE_DRIVES`). */
export const BIKE_DRIVE_MESSAGES = {
  middenmotor: 'filter.drive.middenmotor',
  voorwielmotor: 'filter.drive.voorwielmotor',
  achterwielmotor: 'filter.drive.achterwielmotor',
  geen: 'filter.drive.geen',
} as const satisfies Record<BikeDrive, UiMessageId>;

/** The message of each gears value that is a word (`Versnellingen`); counts show as numbers. */
export const GEAR_MESSAGES = {
  traploos: 'filter.gear.traploos',
} as const satisfies Record<Exclude<Gears, `${number}`>, UiMessageId>;

/** The message of a bike kind, or null for a value we have no text for. */
export const bikeKindMessage = (value: string | null | undefined) =>
  catalogueMessage(BIKE_KIND_MESSAGES, value);

/** The message of a frame type, or null for a value we have no text for. */
export const frameTypeMessage = (value: string | null | undefined) =>
  catalogueMessage(FRAME_TYPE_MESSAGES, value);

/** The message of a bike's drive, or null for a value we have no text for. */
export const bikeDriveMessage = (value: string | null | undefined) =>
  catalogueMessage(BIKE_DRIVE_MESSAGES, value);

/** The message of a gears value that is a word (`traploos`), or null for anything else. */
export const gearMessage = (value: string | null | undefined) =>
  catalogueMessage(GEAR_MESSAGES, value);

/** The bike values a search offers and a bike carries (`Filters` lists, `Fietsdata` fields). */
export type BikeValueField =
  | 'Fietssoort'
  | 'Frametype'
  | 'Framehoogte'
  | 'Lengte'
  | 'Versnellingen'
  | 'Wielmaat'
  | 'Aandrijving';

const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
const INCHES = new RegExp(String.raw`^${NUMBER}\s*(?:inch|in|")$`, 'i');
const CENTIMETRES = new RegExp(String.raw`^${NUMBER}\s*cm$`, 'i');
const CENTIMETRE_RANGE = new RegExp(String.raw`^${NUMBER}\s*[-–]\s*${NUMBER}\s*cm$`, 'i');
const COUNT = /^\d+$/;
const toNumber = (text: string | undefined) => Number((text ?? '').replace(',', '.'));

/**
 * The text of a bike value (spec point 9's bike filters). Words (kind, frame type, drive,
 * `traploos`) in the interface language; sizes as numbers in the language's format with their
 * unit (`27,5 Zoll`, `53 cm`, `168–180 cm`); a count of gears as it is. A value we have no text
 * or format for shows the server's description, else the value as sent.
 */
export function bikeValueLabel(
  field: BikeValueField,
  value: string,
  translate: (id: UiMessageId, values?: UiMessageValues) => string,
  description?: string | null,
): string {
  const text = value.trim();
  const asSent = () => catalogueLabel(null, translate, description, text);
  switch (field) {
    case 'Fietssoort':
      return catalogueLabel(bikeKindMessage(text), translate, description, text);
    case 'Frametype':
      return catalogueLabel(frameTypeMessage(text), translate, description, text);
    case 'Aandrijving':
      return catalogueLabel(bikeDriveMessage(text), translate, description, text);
    case 'Versnellingen':
      return COUNT.test(text)
        ? text
        : catalogueLabel(gearMessage(text), translate, description, text);
    case 'Wielmaat': {
      const inches = INCHES.exec(text);
      return inches ? translate('filter.wheelSizeInches', { size: toNumber(inches[1]) }) : asSent();
    }
    case 'Framehoogte': {
      const height = CENTIMETRES.exec(text);
      return height ? translate('filter.centimetres', { value: toNumber(height[1]) }) : asSent();
    }
    case 'Lengte': {
      const range = CENTIMETRE_RANGE.exec(text);
      return range
        ? translate('filter.centimetreRange', {
            min: toNumber(range[1]),
            max: toNumber(range[2]),
          })
        : asSent();
    }
  }
}
