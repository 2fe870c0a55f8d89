import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import {
  hashSessionId,
  newSessionId,
  type ServerSession,
  type SessionStore,
} from './sessionStore.ts';

export const IN_MEMORY = ':memory:';

export interface SqliteSessionStoreOptions {
  /** The clock, in milliseconds; tests move it. */
  now?: () => number;
}

/** Creates the file readable by its owner only: it holds live lease tokens. */
function createPrivateFile(path: string): void {
  mkdirSync(dirname(path), { recursive: true });
  closeSync(openSync(path, 'a', 0o600));
  chmodSync(path, 0o600);
}

/**
 * The embedded session store: one SQLite table, shared by every portal server process that opens
 * the same file (WAL lets them read while one writes; a write waits up to 5 s for another).
 * Expired rows are never returned, whether or not `deleteExpired` has run.
 */
export function openSqliteSessionStore(
  path: string,
  { now = Date.now }: SqliteSessionStoreOptions = {},
): SessionStore {
  if (path !== IN_MEMORY) createPrivateFile(path);
  const db = new DatabaseSync(path);
  if (path !== IN_MEMORY) {
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA busy_timeout = 5000');
  }
  db.exec(`CREATE TABLE IF NOT EXISTS portal_session (
    id_hash TEXT PRIMARY KEY,
    token TEXT NOT NULL,
    expires_at INTEGER NOT NULL
  ) WITHOUT ROWID`);
  db.exec('CREATE INDEX IF NOT EXISTS portal_session_expiry ON portal_session (expires_at)');

  const insert = db.prepare(
    'INSERT INTO portal_session (id_hash, token, expires_at) VALUES (?, ?, ?)',
  );
  const select = db.prepare(
    'SELECT token, expires_at FROM portal_session WHERE id_hash = ? AND expires_at > ?',
  );
  const remove = db.prepare('DELETE FROM portal_session WHERE id_hash = ?');
  const removeExpired = db.prepare('DELETE FROM portal_session WHERE expires_at <= ?');

  function insertNew(session: ServerSession): string {
    const id = newSessionId();
    insert.run(hashSessionId(id), session.token, Math.floor(session.expiresAt));
    return id;
  }

  return {
    async create(session) {
      return insertNew(session);
    },
    async get(id) {
      const row = select.get(hashSessionId(id), now()) as
        { token: string; expires_at: number } | undefined;
      return row ? { token: row.token, expiresAt: row.expires_at } : null;
    },
    async replace(oldId, session) {
      db.exec('BEGIN IMMEDIATE');
      try {
        if (oldId !== undefined) remove.run(hashSessionId(oldId));
        const id = insertNew(session);
        db.exec('COMMIT');
        return id;
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
    },
    async delete(id) {
      remove.run(hashSessionId(id));
    },
    async deleteExpired() {
      return Number(removeExpired.run(now()).changes);
    },
    close() {
      db.close();
    },
  };
}
