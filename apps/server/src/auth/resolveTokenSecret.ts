import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { IN_MEMORY } from '../db/openDatabase.ts';

export interface ResolvedSecret {
  secret: string;
  /** Where it came from, for the start-up banner (never the secret itself). */
  source: 'env' | 'file' | 'generated-file' | 'memory';
}

/** The file that holds a generated secret: beside the database, so `--reset` can rotate both. */
export function tokenSecretPath(databasePath: string): string {
  return `${databasePath}.secret`;
}

/**
 * The HS256 signing secret: TOKEN_SECRET when set; otherwise one generated once and kept beside
 * the database so tokens survive a restart; for an in-memory database, one per process.
 */
export function resolveTokenSecret(
  envSecret: string | undefined,
  databasePath: string,
): ResolvedSecret {
  if (envSecret) return { secret: envSecret, source: 'env' };
  const fresh = () => randomBytes(32).toString('base64url');
  if (databasePath === IN_MEMORY) return { secret: fresh(), source: 'memory' };

  const path = tokenSecretPath(databasePath);
  try {
    const stored = readFileSync(path, 'utf8').trim();
    if (stored) return { secret: stored, source: 'file' };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = fresh();
  // Owner-only: the secret signs every session.
  writeFileSync(path, `${secret}\n`, { mode: 0o600 });
  return { secret, source: 'generated-file' };
}
