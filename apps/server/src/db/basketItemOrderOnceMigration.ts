import type { Migration } from './migrations.ts';

/**
 * Migration 10: one basket item, one order. Migration 8's index on `basket_item_id` was not
 * unique, so a repeated order form (a lost answer, a reload, a second tab) could order the same
 * item twice. An older database may hold such second orders: they stay orders, but only the
 * first keeps the link to the item, so the index can be unique. `SetBestelling` answers a second
 * form for an item with that first order; the index keeps it so for any writer.
 */
export const basketItemOrderOnceMigration: Migration = {
  version: 10,
  name: 'one order per basket item',
  sql: `
    UPDATE orders SET basket_item_id = NULL
      WHERE basket_item_id IS NOT NULL AND id NOT IN (
        SELECT min(id) FROM orders WHERE basket_item_id IS NOT NULL
          GROUP BY client_code, owner, basket_item_id);
    DROP INDEX orders_basket_item;
    CREATE UNIQUE INDEX orders_basket_item ON orders (client_code, owner, basket_item_id)
      WHERE basket_item_id IS NOT NULL;
  `,
};
