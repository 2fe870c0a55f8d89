import type { Migration } from './migrations.ts';

/**
 * Migration 12 (10 and 11 hold orders once per basket item and their attachments): detail-page
 * views counted per client. `type_views` keeps the catalogue's seeded
 * popularity, the same baseline for every client; what a client's drivers view is counted here
 * and steers that client's `GetMeestBekeken` only, so one client's drivers cannot push a car to
 * the top of another's list (nor learn what another's drivers look at).
 */
export const clientViewsMigration: Migration = {
  version: 12,
  name: 'detail views per client',
  sql: `
    CREATE TABLE client_type_views (
      client_code TEXT NOT NULL REFERENCES clients (code) ON DELETE CASCADE,
      type_id INTEGER NOT NULL REFERENCES types (id) ON DELETE CASCADE,
      views INTEGER NOT NULL CHECK (views >= 0),
      PRIMARY KEY (client_code, type_id)
    ) STRICT, WITHOUT ROWID;
  `,
};
