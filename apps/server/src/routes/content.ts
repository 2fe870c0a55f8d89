import type { DatabaseSync } from 'node:sqlite';
import { Hono } from 'hono';
import {
  contactMailRequestSchema,
  dealersQuerySchema,
  contactDetailsQuerySchema,
  faqQuerySchema,
  mobilityProductsQuerySchema,
  newsQuerySchema,
  type ContactMailResult,
  type News,
} from '@lease/api/contract';
import { requireSession, type SessionEnv } from '../auth/requireSession.ts';
import {
  contactDetails,
  dealersOfBrand,
  driverProfile,
  faq,
  news,
  storeContactMessage,
} from '../db/content.ts';
import { findMobilityProduct, listMobilityProducts } from '../db/mobilityProducts.ts';
import { methodNotAllowed } from '../http/methodNotAllowed.ts';
import { RequestError } from '../http/RequestError.ts';
import { readJsonBody, readQuery } from '../http/validate.ts';
import { driverContextOf } from '../http/driverContextOf.ts';
import { notFound } from './notFound.ts';

/**
 * The content calls: `GetContactgegevens`, `GetBerijderDetails`, `GetFAQ`, `GetNieuwsberichten`,
 * `ContactMail`, `getMobilityProducts` and `GetDealers`. All need a session; the client and driver
 * come from the token.
 */
export function contentRoutes(deps: { db: DatabaseSync; tokenSecret: string }) {
  const session = requireSession(deps.tokenSecret);
  const { db } = deps;

  return new Hono<SessionEnv>()
    .get('/GetContactgegevens', session, (c) => {
      // Contract: an optional `taalcode`; without it the driver's (else the client's) language.
      const { taalcode } = readQuery(c, contactDetailsQuerySchema);
      const context = driverContextOf(c, db);
      return c.json(contactDetails(db, context.clientCode, taalcode ?? context.language));
    })
    .all('/GetContactgegevens', methodNotAllowed(['GET']))

    .get('/GetBerijderDetails', session, (c) => c.json(driverProfile(db, driverContextOf(c, db))))
    .all('/GetBerijderDetails', methodNotAllowed(['GET']))

    .get('/GetFAQ', session, (c) => {
      const { taalcode } = readQuery(c, faqQuerySchema);
      const context = driverContextOf(c, db);
      return c.json(faq(db, context.clientCode, taalcode ?? context.language));
    })
    .all('/GetFAQ', methodNotAllowed(['GET']))

    .get('/GetNieuwsberichten', session, (c) => {
      const { taalcode, nModelID } = readQuery(c, newsQuerySchema);
      const context = driverContextOf(c, db);
      const answer: News = {
        Nieuwsberichten: news(db, context.clientCode, taalcode, null),
        AutoNieuws: nModelID !== undefined ? news(db, context.clientCode, taalcode, nModelID) : [],
      };
      return c.json(answer);
    })
    .all('/GetNieuwsberichten', methodNotAllowed(['GET']))

    .post('/ContactMail', session, async (c) => {
      const message = await readJsonBody(c, contactMailRequestSchema);
      const context = driverContextOf(c, db);
      const outcome = storeContactMessage(db, context, message);
      if ('retryAfterSeconds' in outcome) {
        throw new RequestError(
          'You have sent the most messages allowed for now. Please try later.',
          {
            status: 429,
            retryAfterSeconds: outcome.retryAfterSeconds,
          },
        );
      }
      const sent: ContactMailResult = true;
      return c.json(sent);
    })
    .all('/ContactMail', methodNotAllowed(['POST']))

    .get('/getMobilityProducts', session, (c) => {
      const { taalcode } = readQuery(c, mobilityProductsQuerySchema);
      const context = driverContextOf(c, db);
      return c.json(listMobilityProducts(db, context.clientCode, taalcode ?? context.language));
    })
    .all('/getMobilityProducts', methodNotAllowed(['GET']))

    .get('/GetDealers', session, (c) => {
      const { nMerkID, MobilityProductId } = readQuery(c, dealersQuerySchema);
      const context = driverContextOf(c, db);
      if (
        MobilityProductId !== undefined &&
        !findMobilityProduct(db, context.clientCode, MobilityProductId)
      ) {
        throw notFound('The mobility product', 'MobilityProductId');
      }
      return c.json(dealersOfBrand(db, nMerkID));
    })
    .all('/GetDealers', methodNotAllowed(['GET']));
}
