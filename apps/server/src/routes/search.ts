import type { DatabaseSync } from 'node:sqlite';
import { prepared } from '../db/prepared.ts';
import { Hono } from 'hono';
import { LRUCache } from 'lru-cache';
import {
  carDetailsQuerySchema,
  getAutosRequestSchema,
  reviewsQuerySchema,
  type CarDetails,
  type CarModel,
  type Reviews,
} from '@lease/api/contract';
import { requireSession, type SessionEnv } from '../auth/requireSession.ts';
import type { DriverContext } from '../db/driverContext.ts';
import { driverContextOf } from '../http/driverContextOf.ts';
import { methodNotAllowed } from '../http/methodNotAllowed.ts';
import { answerKey, jsonBytes, sendJsonBytes, type JsonBytes } from '../http/answerCache.ts';
import { RequestError } from '../http/RequestError.ts';
import { parseJsonBody, readJsonText, readQuery, validate } from '../http/validate.ts';
import { driverPricing } from '../pricing/driverPricing.ts';
import { catalogIndex } from '../search/catalogIndex.ts';
import { findType } from '../search/findType.ts';
import { carModelView, priceIndexed, searchCars, sortOption } from '../search/searchCars.ts';
import { typeOptions } from '../configuration/typeOptions.ts';

/**
 * `GetAutos` body: the contract's `getAutosRequestSchema`, whose `cSortering` is one of the 12
 * `CAR_SORT_OPTIONS` ids (`nLeaseprijs-asc` when absent).
 */
export const carSearchRequestSchema = getAutosRequestSchema;

/** How many search answers are kept (they are 5–50 kB each). */
const RESULT_CACHE_SIZE = 200;

/** How many callers' requests are remembered as leading to one of those answers. */
const REPEAT_CACHE_SIZE = 2_000;

/** How many models `GetMeestBekeken` lists. */
const MOST_VIEWED = 6;

/** The kind of vehicle a mobility product searches; cars without one. */
function searchKind(
  db: DatabaseSync,
  context: DriverContext,
  productId: number | null | undefined,
): 'car' | 'bike' {
  if (productId == null) return 'car';
  const row = prepared(
    db,
    'SELECT object_type FROM mobility_products WHERE id = ? AND client_code = ?',
  ).get(productId, context.clientCode);
  const kind = typeof row?.object_type === 'string' ? row.object_type.toLowerCase() : null;
  if (kind === 'car' || kind === 'bike') return kind;
  throw new RequestError(
    `MobilityProductId: ${productId} is not a car or bike product of this client.`,
    { field: 'MobilityProductId' },
  );
}

/**
 * Search and detail: `GetAutos`, `GetCardetails`, `GetMeestBekeken`, and the road tests of
 * `/api-news/autotests` (mounted separately, see {@link reviewRoutes}).
 */
export function searchRoutes(deps: { db: DatabaseSync; tokenSecret: string }) {
  const { db } = deps;
  const session = requireSession(deps.tokenSecret);
  // Least recently used search answers (JSON) per search and pricing: a few MB at most.
  const results = new LRUCache<string, JsonBytes>({ max: RESULT_CACHE_SIZE });
  // The same answers by caller and request text (keys only: the answers are shared).
  const repeats = new LRUCache<string, JsonBytes>({ max: REPEAT_CACHE_SIZE });

  return new Hono<SessionEnv>()
    .post('/GetAutos', session, async (c) => {
      const text = await readJsonText(c);
      const context = driverContextOf(c, db);
      const index = catalogIndex(db);
      // The same text from the same context in the same month: the answer given before.
      const repeat = answerKey(context, index.month, text);
      let answer = repeat === undefined ? undefined : repeats.get(repeat);
      if (answer === undefined) {
        const body = parseJsonBody(text, carSearchRequestSchema);
        const { pricing } = driverPricing(context, body);
        const search = {
          request: body,
          sort: sortOption(body.cSortering),
          pricing,
          withParentScheme: context.schemeNr !== null,
          kind: searchKind(db, context, body.MobilityProductId),
        };
        // The answer depends on nothing but these (and the catalog's month), whoever asks:
        // drivers with the same pricing share it, and paging back is a lookup.
        const key = JSON.stringify([index.month, search]);
        answer = results.get(key);
        if (answer === undefined) {
          answer = jsonBytes(searchCars(index.types, search));
          results.set(key, answer);
        }
        if (repeat !== undefined) repeats.set(repeat, answer);
      }
      return sendJsonBytes(c, answer);
    })
    .all('/GetAutos', methodNotAllowed(['POST']))

    .get('/GetCardetails', session, (c) => {
      const query = readQuery(c, carDetailsQuerySchema);
      const context = driverContextOf(c, db);
      const type = findType(db, query.nTypeIDHist);
      // The pricing manager's offer is for one car: another car's offer is a wrong request.
      if (
        query.nPricingManagerId !== undefined &&
        !typeOptions(db, type.id).pricingManager.some((p) => p.id === query.nPricingManagerId)
      ) {
        throw new RequestError(
          `nPricingManagerId: ${query.nPricingManagerId} is no pricing manager of car ${type.id}.`,
          { field: 'nPricingManagerId' },
        );
      }
      const { pricing } = driverPricing(context);
      // A detail page view counts towards this client's GetMeestBekeken, no other's.
      prepared(
        db,
        `INSERT INTO client_type_views (client_code, type_id, views) VALUES (?, ?, 1)
         ON CONFLICT (client_code, type_id) DO UPDATE SET views = views + 1`,
      ).run(context.clientCode, type.id);
      const model = carModelView([priceIndexed(type, pricing, context.schemeNr !== null)]);
      const answer: CarDetails = {
        Merken: [{ nMerkID: type.brandId, cMerk: type.brandName, Modellen: [model] }],
        Fietsdata: model.Types[0]?.Fietsdata ?? null,
      };
      return c.json(answer);
    })
    .all('/GetCardetails', methodNotAllowed(['GET']))

    .get('/GetMeestBekeken', session, (c) => {
      const context = driverContextOf(c, db);
      const { pricing } = driverPricing(context);
      const index = catalogIndex(db);
      // The catalogue's seeded popularity plus what this client's drivers viewed.
      const modelIds = prepared(
        db,
        `SELECT t.model_id, sum(x.views) AS views FROM (
             SELECT type_id, views FROM type_views
             UNION ALL
             SELECT type_id, views FROM client_type_views WHERE client_code = ?
           ) x JOIN types t ON t.id = x.type_id WHERE t.kind = 'car'
           GROUP BY t.model_id ORDER BY views DESC, t.model_id LIMIT ?`,
      )
        .all(context.clientCode, MOST_VIEWED)
        .map((row) => Number(row.model_id));
      const answer: CarModel[] = modelIds.map((modelId) =>
        carModelView(
          index.types
            .filter((t) => t.modelId === modelId)
            .map((t) => priceIndexed(t, pricing, context.schemeNr !== null))
            .sort((a, b) => a.quote.leasePrice - b.quote.leasePrice),
        ),
      );
      return c.json(answer);
    })
    .all('/GetMeestBekeken', methodNotAllowed(['GET']));
}

/** `GET /api-news/autotests?nmodelid[]=…`: road tests, when the client has them switched on. */
export function reviewRoutes(deps: { db: DatabaseSync; tokenSecret: string }) {
  const { db } = deps;
  return new Hono<SessionEnv>()
    .get('/autotests', requireSession(deps.tokenSecret), (c) => {
      const ids = c.req.queries('nmodelid[]') ?? c.req.queries('nmodelid') ?? [];
      const query = validate(reviewsQuerySchema, { 'nmodelid[]': ids.length === 1 ? ids[0] : ids });
      const context = driverContextOf(c, db);
      const setting = prepared(
        db,
        'SELECT auto_review_enabled FROM client_settings WHERE client_code = ?',
      ).get(context.clientCode);
      // The portal asks only when IsAutoReviewEnabled; a client without the setting has them.
      if (setting && setting.auto_review_enabled !== 1) return c.json([] satisfies Reviews);
      const modelIds = query['nmodelid[]'];
      const language = context.language;
      // Not `prepared`: the SQL text depends on how many ids the request sends.
      const answer: Reviews = db
        .prepare(
          `SELECT * FROM reviews WHERE model_id IN (${modelIds.map(() => '?').join(',')})
           ORDER BY published DESC, id`,
        )
        .all(...modelIds)
        .map((row) => ({
          nModelID: Number(row.model_id),
          cTitel: String(row[`title_${language}`]),
          cBron: 'Lease Portal redactie',
          cURL: null,
          nScore: Number(row.score),
          dDatum: String(row.published),
          cSamenvatting: String(row[`summary_${language}`]),
        }));
      return c.json(answer);
    })
    .all('/autotests', methodNotAllowed(['GET']));
}
