import type {
  BikeDrive,
  BikeKind,
  BodyType,
  ChargeCable,
  FrameType,
  FuelType,
  Gears,
  Transmission,
} from '@lease/api';
import type { UiMessageId } from '../i18n/en.ts';
import type { UiMessageValues } from '../i18n/useUiText.ts';

/** The message of each fuel type value (`cBrandstof`, spec point 9); typed to miss none. */
export const FUEL_TYPE_MESSAGES = {
  aardgas: 'filter.fuel.aardgas',
  diesel: 'filter.fuel.diesel',
  'diesel-hybride': 'filter.fuel.diesel-hybride',
  elektrisch: 'filter.fuel.elektrisch',
  lpg: 'filter.fuel.lpg',
  benzine: 'filter.fuel.benzine',
  'benzine-hybride': 'filter.fuel.benzine-hybride',
  overig: 'filter.fuel.overig',
  'elektrisch-benzine': 'filter.fuel.elektrisch-benzine',
  'elektrisch-diesel': 'filter.fuel.elektrisch-diesel',
  'elektrisch-lpg': 'filter.fuel.elektrisch-lpg',
  waterstof: 'filter.fuel.waterstof',
} as const satisfies Record<FuelType, UiMessageId>;

/** The message of each body type value (`cCarrosserie`, spec point 9). */
export const BODY_TYPE_MESSAGES = {
  hatchback: 'filter.body.hatchback',
  sedan: 'filter.body.sedan',
  stationwagen: 'filter.body.stationwagen',
  suv: 'filter.body.suv',
  coupe: 'filter.body.coupe',
  cabriolet: 'filter.body.cabriolet',
  'bus-enkele-cabine': 'filter.body.bus-enkele-cabine',
  'bus-dubbele-cabine': 'filter.body.bus-dubbele-cabine',
  stadsauto: 'filter.body.stadsauto',
  mpv: 'filter.body.mpv',
  'pick-up-enkele-cabine': 'filter.body.pick-up-enkele-cabine',
  'pick-up-dubbele-cabine': 'filter.body.pick-up-dubbele-cabine',
} as const satisfies Record<BodyType, UiMessageId>;

/**
 * The message of each transmission value (`cTransmissie`, the contract's `TRANSMISSIONS`). The
 * contract types the field as free text; these are the values the reference catalogue sends.
 */
export const TRANSMISSION_MESSAGES = {
  automaat: 'filter.transmission.automaat',
  handgeschakeld: 'filter.transmission.handgeschakeld',
} as const satisfies Record<Transmission, UiMessageId>;

/** The message of each charge cable value (`Laadkabels`, spec point 9), in the contract's order. */
export const CHARGE_CABLE_MESSAGES = {
  'type-1': 'chargeCable.type-1',
  'type-2': 'chargeCable.type-2',
  'type-3': 'chargeCable.type-3',
  chademo: 'chargeCable.chademo',
  ccs: 'chargeCable.ccs',
  supercharger: 'chargeCable.supercharger',
} as const satisfies Record<ChargeCable, UiMessageId>;

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

function lookup<Key extends string>(
  messages: Record<Key, UiMessageId>,
  value: string | null | undefined,
): UiMessageId | null {
  if (typeof value !== 'string') return null;
  const key = value.trim().toLowerCase();
  return Object.hasOwn(messages, key) ? messages[key as Key] : null;
}

/** The message of a fuel type value, or null for a value we have no text for. */
export const fuelTypeMessage = (value: string | null | undefined) =>
  lookup(FUEL_TYPE_MESSAGES, value);

/** The message of a body type value, or null for a value we have no text for. */
export const bodyTypeMessage = (value: string | null | undefined) =>
  lookup(BODY_TYPE_MESSAGES, value);

/** The message of a transmission value, or null for a value we have no text for. */
export const transmissionMessage = (value: string | null | undefined) =>
  lookup(TRANSMISSION_MESSAGES, value);

/** The message of a charge cable value, or null for a value we have no text for. */
export const chargeCableMessage = (value: string | null | undefined) =>
  lookup(CHARGE_CABLE_MESSAGES, value);

/** The message of a bike kind, or null for a value we have no text for. */
export const bikeKindMessage = (value: string | null | undefined) =>
  lookup(BIKE_KIND_MESSAGES, value);

/** The message of a frame type, or null for a value we have no text for. */
export const frameTypeMessage = (value: string | null | undefined) =>
  lookup(FRAME_TYPE_MESSAGES, value);

/** The message of a bike's drive, or null for a value we have no text for. */
export const bikeDriveMessage = (value: string | null | undefined) =>
  lookup(BIKE_DRIVE_MESSAGES, value);

/** The message of a gears value that is a word (`traploos`), or null for anything else. */
export const gearMessage = (value: string | null | undefined) => lookup(GEAR_MESSAGES, value);

const CABLE_ORDER: readonly string[] = Object.keys(CHARGE_CABLE_MESSAGES);

/**
 * A car's charge cable values in the contract's order (values we have no text for last, as
 * sent), without blanks or repeats.
 */
export function chargeCableValues(cables: readonly string[] | null | undefined): string[] {
  const rank = (value: string) => {
    const index = CABLE_ORDER.indexOf(value.toLowerCase());
    return index === -1 ? CABLE_ORDER.length : index;
  };
  const values = [...new Set((cables ?? []).map((value) => value.trim()).filter(Boolean))];
  return values.sort((a, b) => rank(a) - rank(b));
}

/** A car's charge cables as texts, in the order of {@link chargeCableValues}. */
export function chargeCableLabels(
  cables: readonly string[] | null | undefined,
  translate: (id: UiMessageId) => string,
): string[] {
  return chargeCableValues(cables).map((value) =>
    catalogueLabel(chargeCableMessage(value), translate, null, value),
  );
}

/**
 * The text of a catalogue value: our translation when we have one, else the server's own
 * description, else the raw value (never an empty cell for a value the server added later).
 */
export function catalogueLabel(
  message: UiMessageId | null,
  translate: (id: UiMessageId) => string,
  description: string | null | undefined,
  value: string,
): string {
  if (message) return translate(message);
  return description?.trim() || value;
}

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
