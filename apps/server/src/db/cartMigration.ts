import type { Migration } from './migrations.ts';

/**
 * Migration 4: what drivers make and keep. Every row belongs to a client and an owner
 * (`driver:<id>`, or `user:<id>` for a login acting before a driver is chosen), and every query
 * filters on both, so one driver never reads or changes another's rows.
 *
 * - `calculations`: each configuration the configurator priced (`nCalculatieID`), one row per
 *   distinct configuration per owner, so recalculating the same choice reuses its id.
 * - `saved_configurations`: the configurator's "save" (`saveConfiguratie`, `GetOpgeslagenAutos`).
 * - `baskets`: the mobility basket, its items as JSON and its version (`nVersie`), which every
 *   write must name: a stale version is refused (409), so concurrent adds never lose one.
 * - `orders`, `order_lines`, `order_history`: orders with their lines and status timeline.
 * - `idempotency_keys`: the `Idempotency-Key` of each `SetBestelling`, with a hash of its body,
 *   so a repeat returns the same order and a reused key with another body is refused.
 */
export const cartMigration: Migration = {
  version: 4,
  name: 'configurations, baskets and orders',
  sql: `
    CREATE TABLE calculations (
      id INTEGER PRIMARY KEY,
      client_code TEXT NOT NULL REFERENCES clients (code) ON DELETE CASCADE,
      owner TEXT NOT NULL,
      type_id INTEGER NOT NULL REFERENCES types (id) ON DELETE CASCADE,
      -- SHA-256 of the configuration (type, term, mileage, options, own options, tax choice).
      config_hash TEXT NOT NULL,
      request TEXT NOT NULL CHECK (json_valid(request)),
      detail TEXT NOT NULL CHECK (json_valid(detail)),
      created_at TEXT NOT NULL,
      UNIQUE (client_code, owner, config_hash)
    ) STRICT;

    CREATE TABLE saved_configurations (
      id INTEGER PRIMARY KEY,
      client_code TEXT NOT NULL REFERENCES clients (code) ON DELETE CASCADE,
      owner TEXT NOT NULL,
      type_id INTEGER NOT NULL REFERENCES types (id) ON DELETE CASCADE,
      calculation_id INTEGER REFERENCES calculations (id) ON DELETE SET NULL,
      -- The saveConfiguratie body: enough to reopen and reprice the configuration.
      request TEXT NOT NULL CHECK (json_valid(request)),
      saved_at TEXT NOT NULL
    ) STRICT;
    CREATE INDEX saved_configurations_owner ON saved_configurations (client_code, owner, saved_at);

    CREATE TABLE baskets (
      client_code TEXT NOT NULL REFERENCES clients (code) ON DELETE CASCADE,
      owner TEXT NOT NULL,
      version INTEGER NOT NULL CHECK (version >= 0),
      -- The basket items as JSON (basketItemSchema[]): read and written whole, under the version.
      items TEXT NOT NULL CHECK (json_valid(items)),
      -- Chosen mobility-card products (their ids) as a JSON array.
      cards TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(cards)),
      updated_at TEXT NOT NULL,
      PRIMARY KEY (client_code, owner)
    ) STRICT, WITHOUT ROWID;

    CREATE TABLE orders (
      id INTEGER PRIMARY KEY,
      client_code TEXT NOT NULL REFERENCES clients (code) ON DELETE CASCADE,
      owner TEXT NOT NULL,
      -- NULL for a mobility-card order.
      type_id INTEGER REFERENCES types (id),
      mobility_product_id INTEGER,
      status TEXT NOT NULL CHECK (status IN ('ontvangen', 'in_behandeling', 'goedgekeurd', 'besteld',
        'levering_gepland', 'geleverd', 'geannuleerd')),
      ordered_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      expected_delivery TEXT,
      brand TEXT,
      model TEXT,
      version_name TEXT,
      lease_price REAL CHECK (lease_price >= 0),
      own_contribution REAL CHECK (own_contribution >= 0),
      net_cost REAL CHECK (net_cost >= 0),
      term_months INTEGER,
      km_per_year INTEGER,
      -- The order form (or basket item) as sent, for the lessor's desk.
      request TEXT NOT NULL CHECK (json_valid(request))
    ) STRICT;
    CREATE INDEX orders_owner ON orders (client_code, owner, ordered_at);

    CREATE TABLE order_lines (
      order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('auto', 'optie', 'eigen_optie', 'accessoire')),
      description TEXT NOT NULL,
      price REAL CHECK (price >= 0),
      lease_price REAL CHECK (lease_price >= 0),
      PRIMARY KEY (order_id, position)
    ) STRICT, WITHOUT ROWID;

    CREATE TABLE order_history (
      id INTEGER PRIMARY KEY,
      order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      status TEXT NOT NULL,
      at TEXT NOT NULL,
      remark TEXT
    ) STRICT;
    CREATE INDEX order_history_order ON order_history (order_id, at);

    CREATE TABLE idempotency_keys (
      client_code TEXT NOT NULL REFERENCES clients (code) ON DELETE CASCADE,
      owner TEXT NOT NULL,
      key TEXT NOT NULL,
      -- SHA-256 of the parsed order body: the same key with another body is refused (422).
      body_hash TEXT NOT NULL,
      order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      created_at TEXT NOT NULL,
      PRIMARY KEY (client_code, owner, key)
    ) STRICT, WITHOUT ROWID;
  `,
};
