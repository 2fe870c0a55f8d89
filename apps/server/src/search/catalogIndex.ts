import type { DatabaseSync } from 'node:sqlite';
import { CHARGE_CABLES, type ChargeCable, type FuelType } from '../catalog/catalogValues.ts';
import {
  quoteVehicle,
  today,
  type QuoteVehicle,
  type VehicleQuote,
} from '../pricing/quoteVehicle.ts';

/** Bike specification of a bike type. */
export interface IndexedBike {
  kind: string;
  frameType: string;
  frameHeight: string;
  riderLength: string;
  gears: string;
  wheelSize: string;
  drive: string;
  smartphoneSupport: boolean;
}

/**
 * A type with everything search, sorting and the result cards need, and its price at the
 * default configuration (default options, default term and mileage) computed once.
 */
export interface IndexedType {
  id: number;
  modelId: number;
  brandId: number;
  brandName: string;
  modelName: string;
  name: string;
  kind: 'car' | 'bike';
  cataloguePrice: number;
  firstAdmission: string | null;
  body: string | null;
  fuel: FuelType | null;
  transmission: string | null;
  doors: number | null;
  seats: number | null;
  co2: number | null;
  rangeKm: number | null;
  powerKw: number | null;
  towingBrakedKg: number | null;
  towingUnbrakedKg: number | null;
  fuelLabel: string | null;
  /** Connectors the car charges with, in `CHARGE_CABLES` order; empty without a plug. */
  chargeCables: string[];
  /** WLTP kWh per 100 km; `null` without a plug (and for bikes). */
  electricityPer100Km: number | null;
  /** WLTP litres (kg for natural gas and hydrogen) of fuel per 100 km; `null` if none. */
  fuelPer100Km: number | null;
  onOffer: boolean;
  bike: IndexedBike | null;
  /** Colour of the default paint (`#rrggbb`), for the image. */
  defaultPaint: string | null;
  defaultTerm: { termMonths: number; kmPerYear: number };
  /** Factory options that are on unless the driver changes them (the default of each cluster). */
  defaultOptionsPrice: number;
  /** Monthly price of the parent-scheme components that are on by default. */
  parentSchemeMonthly: number;
  /** The default configuration without parent-scheme components. */
  quote: VehicleQuote;
  /** The default configuration with them (drivers under a parent scheme). */
  quoteWithParentScheme: VehicleQuote;
  /** Lower-cased "make model version", for the text filter. */
  searchText: string;
  views: number;
}

/** The catalog in memory, in a stable order (make, model, price). */
export interface CatalogIndex {
  types: IndexedType[];
  byId: Map<number, IndexedType>;
  /** The month the bijtelling figures were computed for: the index is rebuilt in a new month. */
  month: string;
}

const num = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);
const str = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);

/** The arithmetic's view of an indexed type. */
export function quoteVehicleOf(type: {
  kind: 'car' | 'bike';
  cataloguePrice: number;
  fuel: FuelType | null;
  co2: number | null;
  firstAdmission: string | null;
}): QuoteVehicle {
  if (type.kind === 'bike' || type.fuel === null || type.firstAdmission === null) {
    return { kind: 'bike', cataloguePrice: type.cataloguePrice };
  }
  return {
    kind: 'car',
    cataloguePrice: type.cataloguePrice,
    fuel: type.fuel,
    co2: type.co2 ?? 0,
    firstAdmission: type.firstAdmission,
  };
}

function buildIndex(db: DatabaseSync, referenceDate: string): CatalogIndex {
  const sums = (sql: string) =>
    new Map(
      db
        .prepare(sql)
        .all()
        .map((row) => [Number(row.type_id), row] as const),
    );
  const defaultTerms = sums(
    'SELECT type_id, term_months, km_per_year FROM type_terms WHERE is_default = 1',
  );
  const defaultOptions = sums(
    `SELECT type_id, sum(CASE WHEN is_accessory = 0 THEN price ELSE 0 END) AS price,
            max(CASE WHEN is_paint = 1 THEN colour_hex END) AS paint
     FROM options WHERE is_default = 1 GROUP BY type_id`,
  );
  const parentScheme = sums(
    `SELECT type_id, sum(monthly_price) AS monthly FROM parent_scheme_options
     WHERE checked = 1 GROUP BY type_id`,
  );
  const cables = new Map<number, string[]>();
  for (const row of db.prepare('SELECT type_id, cable FROM type_charge_cables').all()) {
    const id = Number(row.type_id);
    cables.set(id, [...(cables.get(id) ?? []), String(row.cable)]);
  }
  const cableOrder = (cable: string) => CHARGE_CABLES.indexOf(cable as ChargeCable);
  for (const list of cables.values()) list.sort((a, b) => cableOrder(a) - cableOrder(b));
  const rows = db
    .prepare(
      `SELECT t.*, m.name AS model_name, m.brand_id, b.name AS brand_name,
              bs.bike_kind, bs.frame_type, bs.frame_height, bs.rider_length, bs.gears,
              bs.wheel_size, bs.drive, bs.smartphone_support, coalesce(v.views, 0) AS views
       FROM types t
       JOIN models m ON m.id = t.model_id
       JOIN brands b ON b.id = m.brand_id
       LEFT JOIN bike_specs bs ON bs.type_id = t.id
       LEFT JOIN type_views v ON v.type_id = t.id
       ORDER BY b.name, m.name, t.catalogue_price, t.id`,
    )
    .all();

  const types = rows.map((row): IndexedType => {
    const id = Number(row.id);
    const kind = row.kind === 'bike' ? 'bike' : 'car';
    const term = defaultTerms.get(id);
    const options = defaultOptions.get(id);
    const defaultTerm = {
      termMonths: Number(term?.term_months ?? (kind === 'bike' ? 36 : 48)),
      kmPerYear: Number(term?.km_per_year ?? (kind === 'bike' ? 0 : 30000)),
    };
    const base = {
      kind,
      cataloguePrice: Number(row.catalogue_price),
      fuel: str(row.fuel) as FuelType | null,
      co2: num(row.co2),
      firstAdmission: str(row.first_admission),
    } as const;
    const defaultOptionsPrice = Number(options?.price ?? 0);
    const parentSchemeMonthly = Number(parentScheme.get(id)?.monthly ?? 0);
    const choice = {
      factoryOptions: defaultOptionsPrice,
      accessories: 0,
      ...defaultTerm,
      monthlyExtras: 0,
    };
    const vehicle = quoteVehicleOf(base);
    const brandName = String(row.brand_name);
    const modelName = String(row.model_name);
    const name = String(row.name);
    return {
      ...base,
      id,
      modelId: Number(row.model_id),
      brandId: Number(row.brand_id),
      brandName,
      modelName,
      name,
      body: str(row.body),
      transmission: str(row.transmission),
      doors: num(row.doors),
      seats: num(row.seats),
      rangeKm: num(row.range_km),
      powerKw: num(row.power_kw),
      towingBrakedKg: num(row.towing_braked_kg),
      towingUnbrakedKg: num(row.towing_unbraked_kg),
      fuelLabel: str(row.fuel_label),
      chargeCables: cables.get(id) ?? [],
      electricityPer100Km: num(row.electricity_per_100km),
      fuelPer100Km: num(row.fuel_per_100km),
      onOffer: row.on_offer === 1,
      bike:
        kind === 'bike' && row.bike_kind !== null
          ? {
              kind: String(row.bike_kind),
              frameType: String(row.frame_type),
              frameHeight: String(row.frame_height),
              riderLength: String(row.rider_length),
              gears: String(row.gears),
              wheelSize: String(row.wheel_size),
              drive: String(row.drive),
              smartphoneSupport: row.smartphone_support === 1,
            }
          : null,
      defaultPaint: str(options?.paint),
      defaultTerm,
      defaultOptionsPrice,
      parentSchemeMonthly,
      quote: quoteVehicle(vehicle, choice, referenceDate),
      quoteWithParentScheme: quoteVehicle(
        vehicle,
        { ...choice, monthlyExtras: parentSchemeMonthly },
        referenceDate,
      ),
      searchText: `${brandName} ${modelName} ${name}`.toLowerCase(),
      views: Number(row.views),
    };
  });
  return { types, byId: new Map(types.map((t) => [t.id, t])), month: referenceDate.slice(0, 7) };
}

const indexes = new WeakMap<DatabaseSync, CatalogIndex>();

/**
 * The catalog of `db` in memory, built on first use (about 900 types, a few ms) and kept per
 * database: the catalog does not change while the server runs. The default prices are computed
 * here once, so a search prices nothing but the driver's own contribution and net cost.
 */
export function catalogIndex(db: DatabaseSync, referenceDate: string = today()): CatalogIndex {
  const cached = indexes.get(db);
  if (cached && cached.month === referenceDate.slice(0, 7)) return cached;
  const index = buildIndex(db, referenceDate);
  indexes.set(db, index);
  return index;
}

/** Forgets the index of `db` (after the catalog was changed in place, e.g. view counts). */
export function dropCatalogIndex(db: DatabaseSync): void {
  indexes.delete(db);
}
