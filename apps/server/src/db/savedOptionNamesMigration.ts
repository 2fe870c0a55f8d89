import type { Migration } from './migrations.ts';

/**
 * Migration 14: a saved configuration keeps the names of its chosen options (JSON `{ "<option
 * id>": { nl, en, fr, de } }`) as they were when it was saved. When the catalogue later drops one
 * of them, `GetOpgeslagenAutos` can still say which option is gone; the catalogue no longer can.
 * Rows saved before have none (NULL): their missing options are named by id only.
 */
export const savedOptionNamesMigration: Migration = {
  version: 14,
  name: 'saved option names',
  sql: `
    ALTER TABLE saved_configurations ADD COLUMN option_names TEXT
      CHECK (option_names IS NULL OR json_valid(option_names));
  `,
};
