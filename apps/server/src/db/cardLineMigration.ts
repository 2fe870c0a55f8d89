import type { Migration } from './migrations.ts';

/**
 * Migration 5: order lines get the kind `kaart` (a mobility card, `ORDER_LINE_KINDS` of the
 * contract). SQLite cannot change a CHECK in place, so the table is rebuilt; the line of an
 * existing card order (an order without a type), stored as `optie` before, becomes `kaart`.
 */
export const cardLineMigration: Migration = {
  version: 5,
  name: 'order line kind kaart',
  sql: `
    CREATE TABLE order_lines_v5 (
      order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('auto', 'optie', 'eigen_optie', 'accessoire', 'kaart')),
      description TEXT NOT NULL,
      price REAL CHECK (price >= 0),
      lease_price REAL CHECK (lease_price >= 0),
      PRIMARY KEY (order_id, position)
    ) STRICT, WITHOUT ROWID;

    INSERT INTO order_lines_v5 (order_id, position, kind, description, price, lease_price)
      SELECT l.order_id, l.position,
             CASE WHEN o.type_id IS NULL AND l.kind = 'optie' THEN 'kaart' ELSE l.kind END,
             l.description, l.price, l.lease_price
        FROM order_lines l JOIN orders o ON o.id = l.order_id;

    DROP TABLE order_lines;
    ALTER TABLE order_lines_v5 RENAME TO order_lines;
  `,
};
