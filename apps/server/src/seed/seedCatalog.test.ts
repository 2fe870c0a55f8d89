import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/openDatabase.ts';
import { getDemoCatalog, hasCatalog, seedCatalog } from './seedCatalog.ts';

const count = (db: ReturnType<typeof openDatabase>, sql: string) =>
  Number(db.prepare(sql).get()?.n);

describe('seedCatalog', () => {
  const catalog = getDemoCatalog();

  it('stores the generated catalog row for row, once', () => {
    const db = openDatabase(':memory:');
    expect(hasCatalog(db)).toBe(false);
    expect(seedCatalog(db, catalog)).toBe(true);
    const rows: [string, number][] = [
      ['brands', catalog.brands.length],
      ['models', catalog.models.length],
      ['types', catalog.carTypes.length + catalog.bikes.length],
      ['type_charge_cables', catalog.carTypes.reduce((sum, t) => sum + t.chargeCables.length, 0)],
      ['bike_specs', catalog.bikes.length],
      ['option_groups', catalog.optionGroups.length],
      ['options', catalog.options.length],
      ['option_rules', catalog.optionRules.length],
      ['standard_equipment', catalog.standardEquipment.length],
      ['parent_scheme_options', catalog.parentSchemeOptions.length],
      ['pricing_manager_options', catalog.pricingManagerOptions.length],
      ['order_questions', catalog.orderQuestions.length],
      ['type_terms', catalog.terms.length],
      ['dealers', catalog.dealers.length],
      ['reviews', catalog.reviews.length],
      ['type_views', catalog.views.length],
    ];
    for (const [table, expected] of rows)
      expect([table, count(db, `SELECT count(*) AS n FROM ${table}`)]).toEqual([table, expected]);
    expect(count(db, "SELECT count(*) AS n FROM types WHERE kind = 'car'")).toBe(
      catalog.carTypes.length,
    );

    // Already there: a restart neither duplicates nor replaces it.
    expect(seedCatalog(db, catalog)).toBe(false);
    expect(count(db, 'SELECT count(*) AS n FROM types')).toBe(
      catalog.carTypes.length + catalog.bikes.length,
    );
    db.close();
  });

  it('keeps the values it was given', () => {
    const db = openDatabase(':memory:');
    seedCatalog(db, catalog);
    const car = catalog.carTypes.find((t) => t.fuel === 'elektrisch');
    const stored = db
      .prepare(
        'SELECT name, catalogue_price, fuel, body, co2, range_km, fuel_label, first_admission FROM types WHERE id = ?',
      )
      .get(car?.id ?? 0);
    expect(stored).toEqual({
      name: car?.name,
      catalogue_price: car?.cataloguePrice,
      fuel: 'elektrisch',
      body: car?.body,
      co2: 0,
      range_km: car?.rangeKm,
      fuel_label: 'A',
      first_admission: car?.firstAdmission,
    });
    const cables = db
      .prepare('SELECT cable FROM type_charge_cables WHERE type_id = ? ORDER BY cable')
      .all(car?.id ?? 0);
    expect(cables.map((r) => r.cable)).toEqual([...(car?.chargeCables ?? [])].sort());
    const bike = catalog.bikes[0];
    expect(
      db
        .prepare('SELECT frame_type, smartphone_support FROM bike_specs WHERE type_id = ?')
        .get(bike?.id ?? 0),
    ).toEqual({
      frame_type: bike?.frameType,
      smartphone_support: bike?.smartphoneSupport ? 1 : 0,
    });
    db.close();
  });

  it('lets the search use an index for fuel, body, make and price', () => {
    const db = openDatabase(':memory:');
    const plan = (sql: string) =>
      db
        .prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .all()
        .map((r) => String(r.detail))
        .join(' | ');
    expect(
      plan("SELECT id FROM types WHERE fuel = 'elektrisch' AND catalogue_price < 40000"),
    ).toMatch(/USING (COVERING )?INDEX types_fuel_price/);
    expect(plan("SELECT id FROM types WHERE body = 'suv' ORDER BY catalogue_price")).toMatch(
      /USING (COVERING )?INDEX types_body_price/,
    );
    expect(plan('SELECT id FROM models WHERE brand_id = 3')).toMatch(
      /USING (COVERING )?INDEX models_brand/,
    );
    expect(
      plan("SELECT id FROM types WHERE kind = 'car' ORDER BY catalogue_price LIMIT 12"),
    ).toMatch(/USING (COVERING )?INDEX types_kind_price/);
    db.close();
  });

  it('rolls back completely when a row is refused', () => {
    const db = openDatabase(':memory:');
    // The last table written gets a row it must refuse: a view count for a type that does not exist.
    const broken = { ...catalog, views: [...catalog.views, { typeId: 1, views: 5 }] };
    expect(() => seedCatalog(db, broken)).toThrow();
    expect(hasCatalog(db)).toBe(false);
    db.close();
  });
});
