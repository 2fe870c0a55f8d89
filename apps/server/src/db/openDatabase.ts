import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { migrateDatabase } from './migrateDatabase.ts';

export const IN_MEMORY = ':memory:';

/** The database holds password hashes and every driver's orders: readable by its owner only. */
export const DATABASE_FILE_MODE = 0o600;

/**
 * Creates the database file owner-only before SQLite opens it, and narrows one made before. SQLite
 * gives its `-wal` and `-shm` files the mode of the database file, so they follow; any already
 * there from a wider file are narrowed too.
 */
function ownerOnly(path: string): void {
  closeSync(openSync(path, 'a', DATABASE_FILE_MODE));
  for (const file of [path, `${path}-wal`, `${path}-shm`]) {
    if (existsSync(file)) chmodSync(file, DATABASE_FILE_MODE);
  }
}

/** Opens (creating when needed) the database at `path` or in memory, migrated to the latest schema. */
export function openDatabase(path: string): DatabaseSync {
  if (path !== IN_MEMORY) {
    mkdirSync(dirname(path), { recursive: true });
    ownerOnly(path);
  }
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
