import type { Migration } from './migrations.ts';

/**
 * Migration 13: the omrmapi hand-over tokens already exchanged, until they would have expired
 * anyway. Kept in the database, not in memory, so a token stays spent when the server restarts.
 */
export const handOverMigration: Migration = {
  version: 13,
  name: 'spent hand-over tokens',
  sql: `
    CREATE TABLE spent_handovers (
      -- SHA-256 of the token: a copy of the table opens nothing.
      token_hash TEXT PRIMARY KEY,
      -- The token's own expiry (seconds since 1970); later rows may go.
      expires_at INTEGER NOT NULL
    ) STRICT;
  `,
};
