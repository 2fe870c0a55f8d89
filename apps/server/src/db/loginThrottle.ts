import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { normalizeUsername } from './users.ts';

/** How many failed logins are allowed within the window before logins are refused unchecked. */
export interface LoginThrottlePolicy {
  windowSeconds: number;
  /** Per account (client + username), whether or not the account exists. */
  maxPerAccount: number;
  /**
   * Per remote address. Higher than per account: an office or a mobile network puts many people
   * behind one address, and one of them mistyping should not lock out the rest.
   */
  maxPerAddress: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottlePolicy = {
  windowSeconds: 15 * 60,
  maxPerAccount: 5,
  maxPerAddress: 20,
};

export interface LoginKeys {
  account: string;
  address: string;
}

const digest = (value: string) => createHash('sha256').update(value).digest('base64url');

/**
 * The throttle keys of a login attempt, hashed: the table never holds a typed username (people
 * sometimes type their password into that field) or an address in the clear.
 */
export function loginKeys(client: string, username: string, address: string): LoginKeys {
  return {
    account: digest(`${client.trim().toLowerCase()}\n${normalizeUsername(username)}`),
    address: digest(address),
  };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Seconds until the caller may try again, or 0 when a login may be checked now. */
export function loginRetryAfter(
  db: DatabaseSync,
  keys: LoginKeys,
  policy: LoginThrottlePolicy = DEFAULT_LOGIN_THROTTLE,
  now = nowSeconds(),
): number {
  const since = now - policy.windowSeconds;
  const check = (scope: 'account' | 'address', key: string, max: number) => {
    const row = db
      .prepare(
        `SELECT count(*) AS n, min(failed_at) AS oldest FROM (
           SELECT failed_at FROM login_failures
           WHERE scope = ? AND key = ? AND failed_at > ?
           ORDER BY failed_at DESC LIMIT ?)`,
      )
      .get(scope, key, since, max);
    // Blocked until the oldest of the last `max` failures leaves the window.
    return Number(row?.n ?? 0) >= max ? Number(row?.oldest) + policy.windowSeconds - now : 0;
  };
  return Math.max(
    check('account', keys.account, policy.maxPerAccount),
    check('address', keys.address, policy.maxPerAddress),
    0,
  );
}

/**
 * Counts an attempt as failed against the account and the address, before the password is
 * checked: parallel guesses then see each other at once instead of all slipping through while
 * the slow scrypt checks run. A success takes it back (`clearLoginFailures`). Also forgets
 * failures past the window. Returns the row of the address count, for that take-back.
 */
export function recordLoginFailure(
  db: DatabaseSync,
  keys: LoginKeys,
  policy: LoginThrottlePolicy = DEFAULT_LOGIN_THROTTLE,
  now = nowSeconds(),
): number {
  db.prepare('DELETE FROM login_failures WHERE failed_at <= ?').run(now - policy.windowSeconds);
  const insert = db.prepare('INSERT INTO login_failures (scope, key, failed_at) VALUES (?, ?, ?)');
  insert.run('account', keys.account, now);
  return Number(insert.run('address', keys.address, now).lastInsertRowid);
}

/**
 * A successful login clears its account's failures and takes back its own attempt's address
 * count. The address keeps its earlier failures: otherwise one valid account would let an
 * attacker reset the address limit between guesses at others.
 */
export function clearLoginFailures(db: DatabaseSync, keys: LoginKeys, attemptRow: number): void {
  db.prepare(`DELETE FROM login_failures WHERE scope = 'account' AND key = ?`).run(keys.account);
  db.prepare('DELETE FROM login_failures WHERE rowid = ?').run(attemptRow);
}
