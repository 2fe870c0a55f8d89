/**
 * Value lists of spec point 9. The `value` is what the filters send (`cCarrosserie`,
 * `cBrandstof`, `cTransmissie`) and the demo server stores; the portal translates it for display.
 */

/** The sort menu: six fields, each ascending and descending (12 options). */
export const CAR_SORT_FIELDS = [
  { field: 'nLeaseprijs', label: 'leasePrice' },
  { field: 'nNettoKosten', label: 'personalCost' },
  { field: 'nEigenbijdrage', label: 'ownContribution' },
  { field: 'nFiscaleWaarde', label: 'taxValue' },
  { field: 'cModel', label: 'modelTitle' },
  { field: 'cUitvoering', label: 'versionTitle' },
] as const;

export type CarSortField = (typeof CAR_SORT_FIELDS)[number]['field'];
export type SortDirection = 'asc' | 'desc';

export interface CarSortOption {
  /** Stable id for menus and URLs, e.g. `nLeaseprijs-asc`. */
  id: `${CarSortField}-${SortDirection}`;
  field: CarSortField;
  direction: SortDirection;
  /** Message key suffix for the menu label. */
  label: (typeof CAR_SORT_FIELDS)[number]['label'];
}

/** The 12 sort options, in menu order. */
export const CAR_SORT_OPTIONS: readonly CarSortOption[] = CAR_SORT_FIELDS.flatMap(
  ({ field, label }) =>
    (['asc', 'desc'] as const).map((direction) => ({
      id: `${field}-${direction}` as const,
      field,
      direction,
      label,
    })),
);

/** The 12 sort option ids as a tuple (for `z.enum`): what `GetAutos` takes as `cSortering`. */
export const CAR_SORT_IDS = CAR_SORT_OPTIONS.map((option) => option.id) as [
  CarSortOption['id'],
  ...CarSortOption['id'][],
];

/** The sort the calculator starts with (spec point 9): lease price, lowest first. */
export const DEFAULT_CAR_SORT: CarSortOption['id'] = 'nLeaseprijs-asc';

/** Body types: hatchback, sedan, station wagon, SUV, coupé, cabriolet, buses, city car, MPV, pick-ups. */
export const BODY_TYPES = [
  'hatchback',
  'sedan',
  'stationwagen',
  'suv',
  'coupe',
  'cabriolet',
  'bus-enkele-cabine',
  'bus-dubbele-cabine',
  'stadsauto',
  'mpv',
  'pick-up-enkele-cabine',
  'pick-up-dubbele-cabine',
] as const;
export type BodyType = (typeof BODY_TYPES)[number];

/** Fuel types, in the order of spec point 9. */
export const FUEL_TYPES = [
  'aardgas',
  'diesel',
  'diesel-hybride',
  'elektrisch',
  'lpg',
  'benzine',
  'benzine-hybride',
  'overig',
  'elektrisch-benzine',
  'elektrisch-diesel',
  'elektrisch-lpg',
  'waterstof',
] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

/**
 * Transmissions (`cTransmissie`). The spec lists none and the contract takes the field as free
 * text; these are the values the reference server sends, each translated by the portal.
 */
export const TRANSMISSIONS = ['automaat', 'handgeschakeld'] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];

/** Charge cable (connector) types: a car's `Laadkabels`. */
export const CHARGE_CABLES = [
  'type-1',
  'type-2',
  'type-3',
  'chademo',
  'ccs',
  'supercharger',
] as const;
export type ChargeCable = (typeof CHARGE_CABLES)[number];
