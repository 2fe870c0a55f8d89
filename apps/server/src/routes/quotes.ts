import type { DatabaseSync } from 'node:sqlite';
import { Hono } from 'hono';
import {
  createQuoteRequestSchema,
  MAX_LISTED_QUOTES,
  quoteQuerySchema,
  type CreateQuoteResult,
} from '@lease/api/contract';
import { requireSession, type SessionEnv } from '../auth/requireSession.ts';
import { typeOptions } from '../configuration/typeOptions.ts';
import { inTransaction } from '../db/inTransaction.ts';
import { ownerOf } from '../db/owner.ts';
import { driverContextOf } from '../http/driverContextOf.ts';
import { methodNotAllowed } from '../http/methodNotAllowed.ts';
import { RequestError } from '../http/RequestError.ts';
import { driverCalculation } from '../configuration/driverCalculation.ts';
import { readJsonBody, readQuery } from '../http/validate.ts';
import { makeQuote } from '../quotes/makeQuote.ts';
import { findQuote, listQuotes } from '../quotes/quoteStore.ts';
import { quoteSummaryView, quoteView } from '../quotes/quoteView.ts';
import { catalogIndex } from '../search/catalogIndex.ts';
import { imageUrl } from '../search/searchCars.ts';

/**
 * Quotes (contract addition): `SetOfferte` makes one of the driver's calculations into a quote,
 * `GetOfferte` reads one, `GetOffertes` lists them. Every quote belongs to the token's client and
 * driver; another driver's answers 404, like a missing one. Expiry is counted with `now`, so a
 * test can read a quote weeks after it was made.
 */
export function quoteRoutes(deps: {
  db: DatabaseSync;
  tokenSecret: string;
  now?: (() => number) | undefined;
}) {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  const session = requireSession(deps.tokenSecret);

  return new Hono<SessionEnv>()
    .post('/SetOfferte', session, async (c) => {
      const body = await readJsonBody(c, createQuoteRequestSchema);
      const context = driverContextOf(c, db);
      // From here on nothing awaits: two requests for the same quote are settled in turn.
      const calculation = driverCalculation(db, context, body.nCalculatieID);
      const language = body.cTaal ?? context.language;
      const id = inTransaction(db, () =>
        makeQuote(db, context, calculation, { language, now: now() }),
      );
      const answer: CreateQuoteResult = { nOfferteID: id };
      return c.json(answer);
    })
    .all('/SetOfferte', methodNotAllowed(['POST']))

    .get('/GetOfferte', session, (c) => {
      const { nOfferteID, taalcode } = readQuery(c, quoteQuerySchema);
      const context = driverContextOf(c, db);
      const quote = findQuote(db, context.clientCode, ownerOf(context), nOfferteID);
      if (!quote) {
        throw new RequestError(`nOfferteID: there is no quote ${nOfferteID}.`, {
          status: 404,
          field: 'nOfferteID',
        });
      }
      const type = catalogIndex(db).byId.get(quote.typeId);
      return c.json(
        quoteView(quote, {
          language: taalcode ?? quote.language,
          now: now(),
          catalogue: type ? typeOptions(db, type.id) : undefined,
          imageUrl: type ? imageUrl(type.id) : null,
        }),
      );
    })
    .all('/GetOfferte', methodNotAllowed(['GET']))

    .get('/GetOffertes', session, (c) => {
      const context = driverContextOf(c, db);
      const at = now();
      const quotes = listQuotes(db, context.clientCode, ownerOf(context), MAX_LISTED_QUOTES);
      return c.json(quotes.map((quote) => quoteSummaryView(quote, at)));
    })
    .all('/GetOffertes', methodNotAllowed(['GET']));
}
