import type { DatabaseSync } from 'node:sqlite';
import type { DriverContext } from './driverContext.ts';
import { prepared } from './prepared.ts';

/** The name of the parent scheme the driver leases under, when there is one. */
export function schemeName(
  db: DatabaseSync,
  context: Pick<DriverContext, 'schemeNr'>,
): string | null {
  if (context.schemeNr === null) return null;
  const row = prepared(db, 'SELECT name FROM schemes WHERE nr = ?').get(context.schemeNr);
  return row ? String(row.name) : null;
}
