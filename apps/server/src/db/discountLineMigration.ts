import type { Migration } from './migrations.ts';

/**
 * Migration 7: an order line's price may be negative, a discount (a pricing manager's "fleet
 * discount" is one, and is ordered as a line of its own since orders carry the offer). SQLite
 * cannot drop a CHECK in place, so the table is rebuilt with every line kept.
 */
export const discountLineMigration: Migration = {
  version: 7,
  name: 'order line price may be a discount',
  sql: `
    CREATE TABLE order_lines_v7 (
      order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('auto', 'optie', 'eigen_optie', 'accessoire', 'kaart')),
      description TEXT NOT NULL,
      price REAL,
      lease_price REAL CHECK (lease_price >= 0),
      PRIMARY KEY (order_id, position)
    ) STRICT, WITHOUT ROWID;

    INSERT INTO order_lines_v7 (order_id, position, kind, description, price, lease_price)
      SELECT order_id, position, kind, description, price, lease_price FROM order_lines;

    DROP TABLE order_lines;
    ALTER TABLE order_lines_v7 RENAME TO order_lines;
  `,
};
