import type { DatabaseSync, StatementSync } from 'node:sqlite';

const statements = new WeakMap<DatabaseSync, Map<string, StatementSync>>();

/**
 * `db.prepare(sql)`, compiled once per database and SQL text and reused: SQLite's parse and plan
 * of a statement costs more than running the small queries of the request path. Only for SQL
 * fixed in the code (a closed set): never for text built from a request, which would grow this.
 * A statement is reset by every `get`/`all`/`run`, so reuse between requests is safe (node:sqlite
 * is synchronous: two requests never interleave inside one call).
 */
export function prepared(db: DatabaseSync, sql: string): StatementSync {
  let cache = statements.get(db);
  if (cache === undefined) {
    cache = new Map();
    statements.set(db, cache);
  }
  let statement = cache.get(sql);
  if (statement === undefined) {
    statement = db.prepare(sql);
    cache.set(sql, statement);
  }
  return statement;
}
