import type { BodyType, ChargeCable, FuelType, Transmission } from '@lease/api';
import type { UiMessageId } from '../i18n/en.ts';

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

/** The message of a catalogue value in a value → message table, or null for any other value. */
export function catalogueMessage<Key extends string>(
  messages: Record<Key, UiMessageId>,
  value: string | null | undefined,
): UiMessageId | null {
  if (typeof value !== 'string') return null;
  const key = value.trim().toLowerCase();
  return Object.hasOwn(messages, key) ? messages[key as Key] : null;
}

/** The message of a fuel type value, or null for a value we have no text for. */
export const fuelTypeMessage = (value: string | null | undefined) =>
  catalogueMessage(FUEL_TYPE_MESSAGES, value);

/** The message of a body type value, or null for a value we have no text for. */
export const bodyTypeMessage = (value: string | null | undefined) =>
  catalogueMessage(BODY_TYPE_MESSAGES, value);

/** The message of a transmission value, or null for a value we have no text for. */
export const transmissionMessage = (value: string | null | undefined) =>
  catalogueMessage(TRANSMISSION_MESSAGES, value);

/** The message of a charge cable value, or null for a value we have no text for. */
export const chargeCableMessage = (value: string | null | undefined) =>
  catalogueMessage(CHARGE_CABLE_MESSAGES, value);

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
