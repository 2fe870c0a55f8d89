import type { DatabaseSync } from 'node:sqlite';
import { environmentStylingSchema, type EnvironmentStyling } from '@lease/api/contract';

/** Queries on the `clients` table: one row per client (lease scheme), with its styling. */

export function countClients(db: DatabaseSync): number {
  const row = db.prepare('SELECT count(*) AS n FROM clients').get();
  return Number(row?.n ?? 0);
}

export function clientExists(db: DatabaseSync, code: string): boolean {
  return db.prepare('SELECT 1 FROM clients WHERE code = ?').get(code) !== undefined;
}

/** The first client in seed order: the fallback when DEFAULT_CLIENT is not set. */
export function firstClientCode(db: DatabaseSync): string | undefined {
  const row = db.prepare('SELECT code FROM clients ORDER BY position, code LIMIT 1').get();
  return typeof row?.code === 'string' ? row.code : undefined;
}

export function insertClient(
  db: DatabaseSync,
  client: { code: string; position: number; styling: EnvironmentStyling },
): void {
  db.prepare('INSERT INTO clients (code, position, styling) VALUES (?, ?, ?)').run(
    client.code,
    client.position,
    JSON.stringify({ ...client.styling, cClient: client.code }),
  );
}

/**
 * The client's styling, parsed against the contract so a hand-edited row cannot send the portal
 * something it would reject; `cClient` always names the row it came from.
 */
export function findClientStyling(db: DatabaseSync, code: string): EnvironmentStyling | undefined {
  const row = db.prepare('SELECT styling FROM clients WHERE code = ?').get(code);
  if (typeof row?.styling !== 'string') return undefined;
  const styling = environmentStylingSchema.parse(JSON.parse(row.styling));
  return { ...styling, cClient: code };
}
