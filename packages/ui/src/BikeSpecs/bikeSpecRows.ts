import type { BikeData } from '@lease/api';
import type { UiMessageId } from '../i18n/en.ts';
import type { UiMessageValues } from '../i18n/useUiText.ts';
import { formatPrice } from '../Price/formatPrice.ts';
import { bikeValueLabel, type BikeValueField } from '../VehicleCard/bikeLabels.ts';

type Translate = (id: UiMessageId, values?: UiMessageValues) => string;

/** One fact of a bike's specification (`Fietsdata`): its label and how its value reads. */
export interface BikeSpecRow {
  key: keyof BikeData;
  label: UiMessageId;
  /** The value as compared (null: the bike has none). */
  value(bike: BikeData): string | number | null;
  /** The value as shown, in the interface language; null: the bike has none. */
  text(bike: BikeData, t: Translate): string | null;
}

const valueRow = (key: BikeValueField, label: UiMessageId): BikeSpecRow => ({
  key,
  label,
  value: (bike) => bike[key]?.trim() || null,
  text: (bike, t) => {
    const value = bike[key]?.trim();
    return value ? bikeValueLabel(key, value, t) : null;
  },
});

/**
 * The facts of a bike (`Fietsdata`) in the order a rider weighs them: what kind of bike, whether
 * it fits (frame, rider height), how it rides, its range and price. The labels are the bike
 * filters' own, so the search and the bike's page name a fact alike.
 */
export const BIKE_SPEC_ROWS: readonly BikeSpecRow[] = [
  valueRow('Fietssoort', 'filter.bikeKinds'),
  valueRow('Frametype', 'filter.frameTypes'),
  valueRow('Framehoogte', 'filter.frameHeights'),
  valueRow('Lengte', 'filter.riderLengths'),
  valueRow('Aandrijving', 'filter.drives'),
  valueRow('Versnellingen', 'filter.gears'),
  valueRow('Wielmaat', 'filter.wheelSizes'),
  {
    key: 'nActieradius',
    label: 'vehicleCard.range',
    value: (bike) => bike.nActieradius ?? null,
    text: (bike, t) =>
      typeof bike.nActieradius === 'number'
        ? t('vehicleCard.rangeValue', { value: bike.nActieradius })
        : null,
  },
  {
    key: 'SmartphoneOndersteuning',
    label: 'bikeSpecs.smartphone',
    value: (bike) => (bike.SmartphoneOndersteuning ? 'yes' : 'no'),
    text: (bike, t) => t(bike.SmartphoneOndersteuning ? 'bikeSpecs.yes' : 'bikeSpecs.no'),
  },
  {
    key: 'nAdviesprijs',
    label: 'bikeSpecs.retailPrice',
    value: (bike) => bike.nAdviesprijs ?? null,
    text: (bike) => (typeof bike.nAdviesprijs === 'number' ? formatPrice(bike.nAdviesprijs) : null),
  },
];
