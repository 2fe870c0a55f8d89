import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { FuelType } from '@lease/api/contract';
import type { Catalog, Segment } from '../catalog/catalogTypes.ts';
import { carConsumption } from '../catalog/consumption.ts';
import { generateCatalog } from '../catalog/generateCatalog.ts';

let demoCatalog: Catalog | undefined;

/** The default demo catalog, generated once per process: tests start many servers. */
export function getDemoCatalog(): Catalog {
  demoCatalog ??= generateCatalog();
  return demoCatalog;
}

/** A row as column name → value; every row of one table has the same columns in the same order. */
type Row = Record<string, SQLInputValue>;

const flag = (value: boolean) => (value ? 1 : 0);

/** Whether the catalog tables already hold a catalog. */
export function hasCatalog(db: DatabaseSync): boolean {
  return db.prepare('SELECT 1 FROM brands LIMIT 1').get() !== undefined;
}

/**
 * Gives the car types of a catalog written before their consumption was kept (migration 16) the
 * consumption their own facts give (`carConsumption`). Whether it wrote any.
 */
export function fillMissingConsumption(db: DatabaseSync): boolean {
  const missing = db
    .prepare(
      `SELECT t.id, t.fuel, t.co2, m.segment FROM types t JOIN models m ON m.id = t.model_id
        WHERE t.kind = 'car' AND t.electricity_per_100km IS NULL AND t.fuel_per_100km IS NULL`,
    )
    .all();
  const update = db.prepare(
    'UPDATE types SET electricity_per_100km = ?, fuel_per_100km = ? WHERE id = ?',
  );
  let written = false;
  for (const row of missing) {
    const consumption = carConsumption(
      row.fuel as FuelType,
      Number(row.co2),
      row.segment as Segment,
    );
    if (consumption.electricityPer100Km === null && consumption.fuelPer100Km === null) continue;
    update.run(consumption.electricityPer100Km, consumption.fuelPer100Km, Number(row.id));
    written = true;
  }
  return written;
}

/**
 * Writes the catalog into its (empty) tables in one transaction, so a failure leaves no half
 * catalog. A database that already has one is left alone, so restarts keep edits (only a missing
 * consumption is filled in). Returns whether it wrote. About 53,000 rows: one prepared statement
 * per table keeps it near 150 ms.
 */
export function seedCatalog(db: DatabaseSync, catalog: Catalog = getDemoCatalog()): boolean {
  if (hasCatalog(db)) return fillMissingConsumption(db);

  const insert = (table: string, rows: readonly Row[]) => {
    const first = rows[0];
    if (!first) return;
    const columns = Object.keys(first);
    const statement = db.prepare(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    );
    for (const row of rows) statement.run(...Object.values(row));
  };

  db.exec('BEGIN IMMEDIATE');
  try {
    insert(
      'brands',
      catalog.brands.map((b) => ({ id: b.id, name: b.name, kind: b.kind, country: b.country })),
    );
    insert(
      'models',
      catalog.models.map((m) => ({
        id: m.id,
        brand_id: m.brandId,
        name: m.name,
        kind: m.kind,
        segment: m.segment,
      })),
    );
    insert(
      'types',
      catalog.carTypes.map((t) => ({
        id: t.id,
        model_id: t.modelId,
        kind: 'car',
        name: t.name,
        catalogue_price: t.cataloguePrice,
        first_admission: t.firstAdmission,
        body: t.body,
        fuel: t.fuel,
        transmission: t.transmission,
        doors: t.doors,
        seats: t.seats,
        co2: t.co2,
        range_km: t.rangeKm,
        power_kw: t.powerKw,
        towing_braked_kg: t.towingBrakedKg,
        towing_unbraked_kg: t.towingUnbrakedKg,
        fuel_label: t.fuelLabel,
        on_offer: flag(t.onOffer),
        electricity_per_100km: t.electricityPer100Km,
        fuel_per_100km: t.fuelPer100Km,
      })),
    );
    insert(
      'type_charge_cables',
      catalog.carTypes.flatMap((t) => t.chargeCables.map((cable) => ({ type_id: t.id, cable }))),
    );
    insert(
      'types',
      catalog.bikes.map((b) => ({
        id: b.id,
        model_id: b.modelId,
        kind: 'bike',
        name: b.name,
        catalogue_price: b.retailPrice,
        range_km: b.rangeKm,
      })),
    );
    insert(
      'bike_specs',
      catalog.bikes.map((b) => ({
        type_id: b.id,
        bike_kind: b.kind,
        frame_type: b.frameType,
        frame_height: b.frameHeight,
        rider_length: b.riderLength,
        gears: b.gears,
        wheel_size: b.wheelSize,
        drive: b.drive,
        smartphone_support: flag(b.smartphoneSupport),
        battery_wh: b.batteryWh,
      })),
    );
    insert(
      'option_groups',
      catalog.optionGroups.map((g) => ({
        id: g.id,
        type_id: g.typeId,
        position: g.position,
        name_nl: g.name.nl,
        name_en: g.name.en,
        name_fr: g.name.fr,
        name_de: g.name.de,
      })),
    );
    insert(
      'options',
      catalog.options.map((o) => ({
        id: o.id,
        type_id: o.typeId,
        group_id: o.groupId,
        position: o.position,
        code: o.code,
        name_nl: o.name.nl,
        name_en: o.name.en,
        name_fr: o.name.fr,
        name_de: o.name.de,
        cluster: o.cluster,
        price: o.price,
        is_default: flag(o.isDefault),
        is_paint: flag(o.isPaint),
        colour_hex: o.colourHex,
        changes_wltp: flag(o.changesWltp),
        is_accessory: flag(o.isAccessory),
      })),
    );
    insert(
      'option_rules',
      catalog.optionRules.map((r) => ({
        id: r.id,
        type_id: r.typeId,
        option_id: r.optionId,
        forced_option_id: r.forcedOptionId,
        popup_nl: r.popup.nl,
        popup_en: r.popup.en,
        popup_fr: r.popup.fr,
        popup_de: r.popup.de,
      })),
    );
    insert(
      'standard_equipment',
      catalog.standardEquipment.map((e) => ({
        type_id: e.typeId,
        position: e.position,
        name_nl: e.name.nl,
        name_en: e.name.en,
        name_fr: e.name.fr,
        name_de: e.name.de,
      })),
    );
    insert(
      'parent_scheme_options',
      catalog.parentSchemeOptions.map((p) => ({
        type_id: p.typeId,
        component_nr: p.componentNr,
        sequence: p.sequence,
        name_nl: p.name.nl,
        name_en: p.name.en,
        name_fr: p.name.fr,
        name_de: p.name.de,
        removable: flag(p.removable),
        checked: flag(p.checked),
        monthly_price: p.monthlyPrice,
      })),
    );
    insert(
      'pricing_manager_options',
      catalog.pricingManagerOptions.map((p) => ({
        id: p.id,
        type_id: p.typeId,
        name_nl: p.name.nl,
        name_en: p.name.en,
        name_fr: p.name.fr,
        name_de: p.name.de,
        price: p.price,
        checked: flag(p.checked),
      })),
    );
    insert(
      'order_questions',
      catalog.orderQuestions.map((q) => ({
        id: q.id,
        type_id: q.typeId,
        position: q.position,
        question_nl: q.question.nl,
        question_en: q.question.en,
        question_fr: q.question.fr,
        question_de: q.question.de,
        answer_type: q.answerType,
        required: flag(q.required),
      })),
    );
    insert(
      'type_terms',
      catalog.terms.map((t) => ({
        type_id: t.typeId,
        term_months: t.termMonths,
        km_per_year: t.kmPerYear,
        is_default: flag(t.isDefault),
      })),
    );
    insert(
      'dealers',
      catalog.dealers.map((d) => ({
        id: d.id,
        brand_id: d.brandId,
        name: d.name,
        street: d.street,
        postcode: d.postcode,
        town: d.town,
        email: d.email,
      })),
    );
    insert(
      'reviews',
      catalog.reviews.map((r) => ({
        id: r.id,
        model_id: r.modelId,
        title_nl: r.title.nl,
        title_en: r.title.en,
        title_fr: r.title.fr,
        title_de: r.title.de,
        summary_nl: r.summary.nl,
        summary_en: r.summary.en,
        summary_fr: r.summary.fr,
        summary_de: r.summary.de,
        score: r.score,
        published: r.published,
      })),
    );
    insert(
      'type_views',
      catalog.views.map((v) => ({ type_id: v.typeId, views: v.views })),
    );
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
  return true;
}
