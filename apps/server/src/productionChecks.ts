import type { DatabaseSync } from 'node:sqlite';
import type { Config } from './config.ts';
import { countClients } from './db/clients.ts';
import { normalizeUsername } from './db/users.ts';
import { demoAccounts } from './seed/demoAccounts.ts';

/**
 * What `NODE_ENV=production` demands before the server serves anyone. The demo start (`npm start`,
 * `pnpm serve`) generates a secret and seeds demo accounts whose passwords are public; a
 * production start must do neither, and stops with one line that says why rather than start
 * half-safe.
 */

/** HS256 wants a key at least as long as its hash (RFC 7518 §3.2): 256 bits. */
export const MIN_TOKEN_SECRET_BYTES = 32;

/** Why the configuration cannot start in production, or undefined when it can. */
export function productionConfigRefusal(config: Config): string | undefined {
  if (!config.production) return undefined;
  if (config.tokenSecret === undefined) {
    return `NODE_ENV=production needs TOKEN_SECRET, at least ${MIN_TOKEN_SECRET_BYTES} random bytes; not starting.`;
  }
  const bytes = Buffer.byteLength(config.tokenSecret, 'utf8');
  if (bytes < MIN_TOKEN_SECRET_BYTES) {
    return `NODE_ENV=production needs a TOKEN_SECRET of at least ${MIN_TOKEN_SECRET_BYTES} bytes, not ${bytes}; not starting.`;
  }
  if (config.reset) {
    return 'NODE_ENV=production never seeds demo data, so --reset cannot rebuild the database; not starting.';
  }
  return undefined;
}

/** The demo accounts (public passwords) that the database holds. */
function demoAccountsIn(db: DatabaseSync): string[] {
  const find = db.prepare('SELECT 1 FROM users WHERE client_code = ? AND username = ?');
  return demoAccounts
    .filter((a) => find.get(a.client, normalizeUsername(a.username)) !== undefined)
    .map((a) => `${a.client}/${a.username}`);
}

/**
 * Why the opened database cannot serve in production, or undefined when it can: production never
 * seeds, so the database must already hold clients, and none of the demo logins, whose passwords
 * are in the repository.
 */
export function productionDatabaseRefusal(
  db: DatabaseSync,
  databaseName: string,
): string | undefined {
  if (countClients(db) === 0) {
    return `NODE_ENV=production never seeds demo data, and ${databaseName} has no clients; give DATABASE_PATH a prepared database. Not starting.`;
  }
  const demo = demoAccountsIn(db);
  if (demo.length > 0) {
    return `NODE_ENV=production refuses ${databaseName}: it holds demo logins with public passwords (${demo.join(', ')}). Not starting.`;
  }
  return undefined;
}

/** The one line a production start prints instead of the demo banner. */
export function productionStartLine(url: string): string {
  return `Lease API listening on ${url} (NODE_ENV=production: no demo data seeded, no demo logins shown)\n`;
}
