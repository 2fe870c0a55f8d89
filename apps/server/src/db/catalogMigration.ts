import type { Migration } from './migrations.ts';

/**
 * Migration 2: the vehicle catalog. Normalised tables for makes, models, types (cars and bikes
 * share the type id, `nTypeIDHist`), the configurator (option groups, options, forced-option
 * rules, standard equipment, parent-scheme and pricing-manager options, order questions), terms
 * and mileages, dealers, reviews and view counts. Amounts are euro incl. VAT as REAL; flags are
 * 0/1. Texts shown to drivers have a column per interface language.
 */
export const catalogMigration: Migration = {
  version: 2,
  name: 'vehicle catalog',
  sql: `
    CREATE TABLE brands (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('car', 'bike')),
      country TEXT NOT NULL CHECK (length(country) = 2),
      UNIQUE (kind, name)
    ) STRICT;

    CREATE TABLE models (
      id INTEGER PRIMARY KEY,
      brand_id INTEGER NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('car', 'bike')),
      -- Car size class (city … pickup); NULL for bikes.
      segment TEXT,
      UNIQUE (brand_id, name)
    ) STRICT;
    CREATE INDEX models_brand ON models (brand_id);

    CREATE TABLE types (
      id INTEGER PRIMARY KEY,
      model_id INTEGER NOT NULL REFERENCES models (id) ON DELETE CASCADE,
      kind TEXT NOT NULL CHECK (kind IN ('car', 'bike')),
      name TEXT NOT NULL,
      -- Cars: catalogue price incl. VAT and BPM. Bikes: recommended retail price incl. VAT.
      catalogue_price REAL NOT NULL CHECK (catalogue_price > 0),
      -- YYYY-MM-DD; fixes the bijtelling for 60 months. NULL for bikes (no registration).
      first_admission TEXT CHECK (first_admission IS NULL OR first_admission GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
      body TEXT,
      fuel TEXT,
      transmission TEXT CHECK (transmission IN ('automaat', 'handgeschakeld')),
      doors INTEGER,
      seats INTEGER,
      -- WLTP g/km; 0 for electric and hydrogen cars.
      co2 INTEGER CHECK (co2 >= 0),
      -- WLTP range in km: electric range for plug-ins, full range for EVs, hydrogen and e-bikes.
      range_km INTEGER CHECK (range_km > 0),
      power_kw INTEGER,
      towing_braked_kg INTEGER CHECK (towing_braked_kg >= 0),
      towing_unbraked_kg INTEGER CHECK (towing_unbraked_kg >= 0),
      fuel_label TEXT CHECK (fuel_label IN ('A', 'B', 'C', 'D', 'E', 'F', 'G')),
      on_offer INTEGER NOT NULL DEFAULT 0 CHECK (on_offer IN (0, 1)),
      -- A car has every car field; a bike has none of the engine ones.
      CHECK (
        (kind = 'car' AND first_admission IS NOT NULL AND body IS NOT NULL AND fuel IS NOT NULL
          AND transmission IS NOT NULL AND doors IS NOT NULL AND seats IS NOT NULL
          AND co2 IS NOT NULL AND power_kw IS NOT NULL AND fuel_label IS NOT NULL
          AND towing_braked_kg IS NOT NULL AND towing_unbraked_kg IS NOT NULL)
        OR (kind = 'bike' AND body IS NULL AND fuel IS NULL AND co2 IS NULL)
      )
    ) STRICT;
    -- The search filters on these, alone or with the price.
    CREATE INDEX types_model ON types (model_id);
    CREATE INDEX types_kind_price ON types (kind, catalogue_price);
    CREATE INDEX types_fuel_price ON types (fuel, catalogue_price);
    CREATE INDEX types_body_price ON types (body, catalogue_price);

    CREATE TABLE type_charge_cables (
      type_id INTEGER NOT NULL REFERENCES types (id) ON DELETE CASCADE,
      cable TEXT NOT NULL CHECK (cable IN ('type-1', 'type-2', 'type-3', 'chademo', 'ccs', 'supercharger')),
      PRIMARY KEY (type_id, cable)
    ) STRICT, WITHOUT ROWID;

    CREATE TABLE bike_specs (
      type_id INTEGER PRIMARY KEY REFERENCES types (id) ON DELETE CASCADE,
      bike_kind TEXT NOT NULL,
      frame_type TEXT NOT NULL,
      frame_height TEXT NOT NULL,
      rider_length TEXT NOT NULL,
      gears TEXT NOT NULL,
      wheel_size TEXT NOT NULL,
      drive TEXT NOT NULL,
      smartphone_support INTEGER NOT NULL CHECK (smartphone_support IN (0, 1)),
      battery_wh INTEGER CHECK (battery_wh > 0)
    ) STRICT;
    CREATE INDEX bike_specs_kind ON bike_specs (bike_kind);

    CREATE TABLE option_groups (
      id INTEGER PRIMARY KEY,
      type_id INTEGER NOT NULL REFERENCES types (id) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      name_nl TEXT NOT NULL, name_en TEXT NOT NULL, name_fr TEXT NOT NULL, name_de TEXT NOT NULL,
      UNIQUE (type_id, position)
    ) STRICT;

    CREATE TABLE options (
      id INTEGER PRIMARY KEY,
      type_id INTEGER NOT NULL REFERENCES types (id) ON DELETE CASCADE,
      group_id INTEGER NOT NULL REFERENCES option_groups (id) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      code TEXT NOT NULL,
      name_nl TEXT NOT NULL, name_en TEXT NOT NULL, name_fr TEXT NOT NULL, name_de TEXT NOT NULL,
      -- Options of one cluster exclude each other; NULL: combines with anything.
      cluster TEXT,
      price REAL NOT NULL CHECK (price >= 0),
      is_default INTEGER NOT NULL CHECK (is_default IN (0, 1)),
      is_paint INTEGER NOT NULL CHECK (is_paint IN (0, 1)),
      colour_hex TEXT CHECK (colour_hex GLOB '#[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]'),
      changes_wltp INTEGER NOT NULL CHECK (changes_wltp IN (0, 1)),
      -- Dealer-fitted: in the lease price, not in the fiscal value.
      is_accessory INTEGER NOT NULL CHECK (is_accessory IN (0, 1)),
      UNIQUE (type_id, code)
    ) STRICT;
    CREATE INDEX options_group ON options (group_id);

    CREATE TABLE option_rules (
      id INTEGER PRIMARY KEY,
      type_id INTEGER NOT NULL REFERENCES types (id) ON DELETE CASCADE,
      option_id INTEGER NOT NULL REFERENCES options (id) ON DELETE CASCADE,
      forced_option_id INTEGER NOT NULL REFERENCES options (id) ON DELETE CASCADE,
      popup_nl TEXT NOT NULL, popup_en TEXT NOT NULL, popup_fr TEXT NOT NULL, popup_de TEXT NOT NULL,
      CHECK (option_id <> forced_option_id)
    ) STRICT;
    CREATE INDEX option_rules_type ON option_rules (type_id);

    CREATE TABLE standard_equipment (
      type_id INTEGER NOT NULL REFERENCES types (id) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      name_nl TEXT NOT NULL, name_en TEXT NOT NULL, name_fr TEXT NOT NULL, name_de TEXT NOT NULL,
      PRIMARY KEY (type_id, position)
    ) STRICT, WITHOUT ROWID;

    CREATE TABLE parent_scheme_options (
      type_id INTEGER NOT NULL REFERENCES types (id) ON DELETE CASCADE,
      component_nr INTEGER NOT NULL,
      sequence INTEGER NOT NULL,
      name_nl TEXT NOT NULL, name_en TEXT NOT NULL, name_fr TEXT NOT NULL, name_de TEXT NOT NULL,
      removable INTEGER NOT NULL CHECK (removable IN (0, 1)),
      checked INTEGER NOT NULL CHECK (checked IN (0, 1)),
      monthly_price REAL NOT NULL,
      PRIMARY KEY (type_id, component_nr)
    ) STRICT, WITHOUT ROWID;

    CREATE TABLE pricing_manager_options (
      id INTEGER PRIMARY KEY,
      type_id INTEGER NOT NULL REFERENCES types (id) ON DELETE CASCADE,
      name_nl TEXT NOT NULL, name_en TEXT NOT NULL, name_fr TEXT NOT NULL, name_de TEXT NOT NULL,
      -- Negative: a discount.
      price REAL NOT NULL,
      checked INTEGER NOT NULL CHECK (checked IN (0, 1))
    ) STRICT;
    CREATE INDEX pricing_manager_options_type ON pricing_manager_options (type_id);

    CREATE TABLE order_questions (
      id INTEGER PRIMARY KEY,
      type_id INTEGER NOT NULL REFERENCES types (id) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      question_nl TEXT NOT NULL, question_en TEXT NOT NULL, question_fr TEXT NOT NULL, question_de TEXT NOT NULL,
      answer_type TEXT NOT NULL CHECK (answer_type IN ('tekst', 'bedrag', 'janee')),
      required INTEGER NOT NULL CHECK (required IN (0, 1)),
      UNIQUE (type_id, position)
    ) STRICT;

    CREATE TABLE type_terms (
      type_id INTEGER NOT NULL REFERENCES types (id) ON DELETE CASCADE,
      term_months INTEGER NOT NULL CHECK (term_months BETWEEN 12 AND 72),
      -- 0 for bikes: mileage does not apply.
      km_per_year INTEGER NOT NULL CHECK (km_per_year >= 0),
      is_default INTEGER NOT NULL CHECK (is_default IN (0, 1)),
      PRIMARY KEY (type_id, term_months, km_per_year)
    ) STRICT, WITHOUT ROWID;

    CREATE TABLE dealers (
      id INTEGER PRIMARY KEY,
      brand_id INTEGER NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      street TEXT NOT NULL,
      postcode TEXT NOT NULL,
      town TEXT NOT NULL,
      email TEXT NOT NULL
    ) STRICT;
    CREATE INDEX dealers_brand ON dealers (brand_id);

    CREATE TABLE reviews (
      id INTEGER PRIMARY KEY,
      model_id INTEGER NOT NULL REFERENCES models (id) ON DELETE CASCADE,
      title_nl TEXT NOT NULL, title_en TEXT NOT NULL, title_fr TEXT NOT NULL, title_de TEXT NOT NULL,
      summary_nl TEXT NOT NULL, summary_en TEXT NOT NULL, summary_fr TEXT NOT NULL, summary_de TEXT NOT NULL,
      score REAL NOT NULL CHECK (score BETWEEN 0 AND 10),
      published TEXT NOT NULL
    ) STRICT;
    CREATE INDEX reviews_model ON reviews (model_id);

    CREATE TABLE type_views (
      type_id INTEGER PRIMARY KEY REFERENCES types (id) ON DELETE CASCADE,
      views INTEGER NOT NULL CHECK (views >= 0)
    ) STRICT;
    CREATE INDEX type_views_views ON type_views (views DESC);
  `,
};
