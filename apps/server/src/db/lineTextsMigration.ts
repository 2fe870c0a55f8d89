import type { Migration } from './migrations.ts';

/**
 * Migration 9: an order line keeps its description in every language the catalogue has it in
 * (JSON `{ nl, en, fr, de }`), so `GetBestelling` can answer in the page's language (`taalcode`)
 * rather than the one the driver ordered in. Own options and cards keep their one text (null here).
 */
export const lineTextsMigration: Migration = {
  version: 9,
  name: 'order line texts per language',
  sql: `
    ALTER TABLE order_lines ADD COLUMN texts TEXT CHECK (texts IS NULL OR json_valid(texts));
  `,
};
