import type { DatabaseSync } from 'node:sqlite';
import { Hono } from 'hono';
import { carPolicyQuerySchema } from '@lease/api/contract';
import { requireSession, type SessionEnv } from '../auth/requireSession.ts';
import { driverContextOf } from '../http/driverContextOf.ts';
import { methodNotAllowed } from '../http/methodNotAllowed.ts';
import { readQuery } from '../http/validate.ts';
import { carPolicy } from '../policy/carPolicy.ts';
import { catalogIndex } from '../search/catalogIndex.ts';

/**
 * `GET /api/GetRegeling` (contract addition): the car policy of the token's driver, in the
 * query's language (else the driver's).
 */
export function policyRoutes(deps: { db: DatabaseSync; tokenSecret: string }) {
  const session = requireSession(deps.tokenSecret);
  return new Hono<SessionEnv>()
    .get('/GetRegeling', session, (c) => {
      const { taalcode } = readQuery(c, carPolicyQuerySchema);
      const context = driverContextOf(c, deps.db);
      const { types } = catalogIndex(deps.db);
      return c.json(carPolicy(deps.db, context, taalcode ?? context.language, types));
    })
    .all('/GetRegeling', methodNotAllowed(['GET']));
}
