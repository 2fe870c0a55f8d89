import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { migrateDatabase } from './migrateDatabase.ts';

export const IN_MEMORY = ':memory:';

/** Opens (creating when needed) the database at `path` or in memory, migrated to the latest schema. */
export function openDatabase(path: string): DatabaseSync {
  if (path !== IN_MEMORY) mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  // SQLite leaves foreign keys off unless asked, per connection.
  db.exec('PRAGMA foreign_keys = ON');
  if (path !== IN_MEMORY) {
    // WAL lets reads continue while a write commits; the wait avoids SQLITE_BUSY under `--reset`.
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA busy_timeout = 5000');
  }
  migrateDatabase(db);
  return db;
}
