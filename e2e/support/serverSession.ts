import { DatabaseSync } from 'node:sqlite';
import type { BrowserContext, Cookie } from '@playwright/test';
import { SESSION_DB_PATH } from './servers.ts';

/**
 * The header by which the portal's code marks its own calls (apps/portal/src/lib/
 * portalServerCalls.ts), written out: the tests call as the portal does, and nothing imports
 * the portal.
 */
export const PORTAL_REQUEST_HEADER = 'X-Lease-Portal';
export const PORTAL_CALL = { [PORTAL_REQUEST_HEADER]: '1' } as const;

/** The session cookie's name over plain HTTP, as the end-to-end servers run. */
export const SESSION_COOKIE = 'lease_session';

/** The portal server's session cookie in this browser context; fails the test without one. */
export async function sessionCookie(context: BrowserContext): Promise<Cookie> {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === SESSION_COOKIE);
  if (!cookie) throw new Error(`the browser holds no ${SESSION_COOKIE} cookie`);
  return cookie;
}

/** Every lease token the portal servers keep, read from their shared store. */
export function storedTokens(): string[] {
  const db = new DatabaseSync(SESSION_DB_PATH, { readOnly: true });
  try {
    const rows = db.prepare('SELECT token FROM portal_session').all() as { token: string }[];
    return rows.map((row) => row.token);
  } finally {
    db.close();
  }
}
