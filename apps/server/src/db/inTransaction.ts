import type { DatabaseSync } from 'node:sqlite';

/**
 * Runs `work` in one write transaction: all of it is stored, or (when it throws) none of it.
 * `work` must be synchronous, so no other request can interleave with it.
 */
export function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
