import type { Migration } from './migrations.ts';

/**
 * Migration 8: an order remembers the basket item its form was for (`BasketItemId` of
 * `SetBestelling`), so finalizing the basket afterwards clears that item without ordering the car
 * a second time (spec point 4: the forms first, then finalize).
 */
export const basketItemOrderMigration: Migration = {
  version: 8,
  name: 'order of a basket item',
  sql: `
    ALTER TABLE orders ADD COLUMN basket_item_id TEXT;
    CREATE INDEX orders_basket_item ON orders (client_code, owner, basket_item_id)
      WHERE basket_item_id IS NOT NULL;
  `,
};
