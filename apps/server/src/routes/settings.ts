import type { DatabaseSync } from 'node:sqlite';
import { Hono } from 'hono';
import {
  agreementsQuerySchema,
  getSettingsQuerySchema,
  setSettingsRequestSchema,
} from '@lease/api/contract';
import { requireSession, type SessionEnv } from '../auth/requireSession.ts';
import { agreementTicks, saveTaxChoice, settingsFor } from '../db/clientSettings.ts';
import type { DriverContext } from '../db/driverContext.ts';
import { findMobilityProduct } from '../db/mobilityProducts.ts';
import { methodNotAllowed } from '../http/methodNotAllowed.ts';
import { RequestError } from '../http/RequestError.ts';
import { readJsonBody, readQuery } from '../http/validate.ts';
import { driverContextOf } from '../http/driverContextOf.ts';
import { notFound } from './notFound.ts';

/** The caller's client's product with this id, or a 404 naming the field. */
function productOf(
  db: DatabaseSync,
  context: DriverContext,
  id: number | null | undefined,
  field: string,
) {
  if (id === null || id === undefined) return null;
  const product = findMobilityProduct(db, context.clientCode, id, context.language);
  if (!product) throw notFound('The mobility product', field);
  return { id: product.Id, dataObject: product.DataObject };
}

/**
 * `GET /api/GetSettings`, `GET /api/GetAkkoordVinken` and `POST /api/SetSettings`: the scheme's
 * settings for the driver of the token, and the driver's own tax bracket and business-only choice.
 */
export function settingsRoutes(deps: { db: DatabaseSync; tokenSecret: string }) {
  const session = requireSession(deps.tokenSecret);

  return new Hono<SessionEnv>()
    .get('/GetSettings', session, (c) => {
      const { MobilityProductId } = readQuery(c, getSettingsQuerySchema);
      const context = driverContextOf(c, deps.db);
      const product = productOf(deps.db, context, MobilityProductId, 'MobilityProductId');
      return c.json(settingsFor(deps.db, context, product));
    })
    .all('/GetSettings', methodNotAllowed(['GET']))

    .get('/GetAkkoordVinken', session, (c) => {
      const { taalcode, MobilityProductId } = readQuery(c, agreementsQuerySchema);
      const context = driverContextOf(c, deps.db);
      const product = productOf(deps.db, context, MobilityProductId, 'MobilityProductId');
      return c.json(agreementTicks(deps.db, context.clientCode, taalcode, product?.id ?? null));
    })
    .all('/GetAkkoordVinken', methodNotAllowed(['GET']))

    .post('/SetSettings', session, async (c) => {
      const body = await readJsonBody(c, setSettingsRequestSchema);
      const context = driverContextOf(c, deps.db);
      const product = productOf(deps.db, context, body.mobilityProductId, 'mobilityProductId');
      if (!context.taxBrackets.includes(body.nBelastingPercentage)) {
        throw new RequestError(
          `nBelastingPercentage must be one of the scheme's tax brackets (${context.taxBrackets.join(', ')}).`,
          { field: 'nBelastingPercentage' },
        );
      }
      saveTaxChoice(deps.db, context, {
        taxPercentage: body.nBelastingPercentage,
        businessOnly: body.bAlleenZakelijk,
      });
      // Answer what GetSettings now says, from the stored state.
      return c.json(settingsFor(deps.db, driverContextOf(c, deps.db), product));
    })
    .all('/SetSettings', methodNotAllowed(['POST']));
}
