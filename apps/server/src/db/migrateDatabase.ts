import type { DatabaseSync } from 'node:sqlite';
import { migrations as allMigrations, type Migration } from './migrations.ts';

/**
 * Brings the schema up to date: creates `schema_migrations` when missing and applies every
 * migration newer than the recorded version, each in its own transaction so a failing step
 * leaves the database at the previous version. Running it again is a no-op.
 */
export function migrateDatabase(
  db: DatabaseSync,
  migrations: readonly Migration[] = allMigrations,
): number[] {
  db.exec(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at TEXT NOT NULL
    ) STRICT
  `);
  const row = db.prepare('SELECT max(version) AS version FROM schema_migrations').get();
  const current = typeof row?.version === 'number' ? row.version : 0;
  const latest = migrations.at(-1)?.version ?? 0;
  if (current > latest) {
    // Running old code against a newer schema would corrupt data quietly; refuse instead.
    throw new Error(
      `The database is at schema version ${current}, newer than this server knows (${latest}). ` +
        'Update the server or rebuild the database with --reset.',
    );
  }

  const applied: number[] = [];
  const record = db.prepare(
    'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
  );
  for (const migration of migrations) {
    if (migration.version <= current) continue;
    db.exec('BEGIN IMMEDIATE');
    try {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw new Error(`Migration ${migration.version} (${migration.name}) failed`, {
        cause: error,
      });
    }
    applied.push(migration.version);
  }
  return applied;
}
