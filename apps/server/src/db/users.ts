import type { DatabaseSync } from 'node:sqlite';

/** Queries on the `users` table: the accounts that can log in, one set per client. */

export interface UserRow {
  id: number;
  clientCode: string;
  username: string;
  passwordHash: string;
  level: number;
  driverName: string;
}

/** Usernames compare trimmed and case-insensitively: `Jan@Horizon.example` is `jan@horizon.example`. */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

export function insertUser(db: DatabaseSync, user: Omit<UserRow, 'id'>): number {
  const result = db
    .prepare(
      `INSERT INTO users (client_code, username, password_hash, level, driver_name)
       VALUES (?, ?, ?, ?, ?)`,
    )
    .run(
      user.clientCode,
      normalizeUsername(user.username),
      user.passwordHash,
      user.level,
      user.driverName,
    );
  return Number(result.lastInsertRowid);
}

export function findUser(
  db: DatabaseSync,
  clientCode: string,
  username: string,
): UserRow | undefined {
  const row = db
    .prepare(
      `SELECT id, client_code, username, password_hash, level, driver_name
       FROM users WHERE client_code = ? AND username = ?`,
    )
    .get(clientCode, normalizeUsername(username));
  if (!row) return undefined;
  return {
    id: Number(row.id),
    clientCode: String(row.client_code),
    username: String(row.username),
    passwordHash: String(row.password_hash),
    level: Number(row.level),
    driverName: String(row.driver_name),
  };
}
