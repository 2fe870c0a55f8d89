import type { DatabaseSync } from 'node:sqlite';
import type { Context } from 'hono';
import type { SessionEnv } from '../auth/requireSession.ts';
import { currentDriverContext, type DriverContext } from '../db/driverContext.ts';
import { RequestError } from './RequestError.ts';

/**
 * The caller's {@link DriverContext}, for a handler behind `requireSession`. A token that no
 * longer matches the database (user deleted, driver no longer theirs) is a session end: 401.
 */
export function driverContextOf(c: Context<SessionEnv>, db: DatabaseSync): DriverContext {
  const context = currentDriverContext(db, c.get('session'));
  if (!context) {
    throw new RequestError('Log in again: the session no longer matches an account.', {
      status: 401,
    });
  }
  return context;
}
