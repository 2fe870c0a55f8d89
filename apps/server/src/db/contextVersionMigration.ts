import type { Migration } from './migrations.ts';

/**
 * The tables a caller's `DriverContext` is read from (`loadDriverContext`): users and their
 * drivers, schemes and containers, the client's categories, brackets, defaults and language, and
 * the stored settings; and the client data that answers kept per context also depend on. A write
 * to any of them may change a context or such an answer.
 */
export const CONTEXT_TABLES = [
  'clients',
  'users',
  'drivers',
  'user_drivers',
  'schemes',
  'scheme_drivers',
  'containers',
  'mobility_categories',
  'container_drivers',
  'categories',
  'tax_brackets',
  'client_settings',
  'driver_settings',
  'user_settings',
  // Not read into the context, but answers kept per context depend on it (GetAutos' kind).
  'mobility_products',
] as const;

/** Context tables made by later migrations, each of which adds their triggers itself. */
export const LATER_CONTEXT_TABLES = ['client_policies'] as const;

const bumpOn = (table: string, event: 'INSERT' | 'UPDATE' | 'DELETE') => `
    CREATE TRIGGER context_version_${table}_${event.toLowerCase()} AFTER ${event} ON ${table}
    BEGIN UPDATE context_version SET version = version + 1; END;`;

/** The triggers that bump the context version on every write to `table`. */
export function contextVersionTriggers(table: (typeof LATER_CONTEXT_TABLES)[number]): string {
  return (['INSERT', 'UPDATE', 'DELETE'] as const).map((event) => bumpOn(table, event)).join('\n');
}

/**
 * Migration 6: a counter that every write to a context table bumps, by trigger, so the server
 * can keep callers' contexts (and answers computed for them) in memory and still see a change at
 * once — also one made with the sqlite3 shell or by another process, which a counter kept in
 * JavaScript would miss. Deleting a calculation bumps it too (see the GetDetails answer cache).
 */
export const contextVersionMigration: Migration = {
  version: 6,
  name: 'driver context version',
  sql: `
    CREATE TABLE context_version (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      version INTEGER NOT NULL
    ) STRICT;
    INSERT INTO context_version (id, version) VALUES (1, 0);
    ${CONTEXT_TABLES.flatMap((table) =>
      (['INSERT', 'UPDATE', 'DELETE'] as const).map((event) => bumpOn(table, event)),
    ).join('\n')}
    -- A remembered GetDetails answer names its calculation: one removed by hand must not be.
    ${bumpOn('calculations', 'DELETE')}
  `,
};
