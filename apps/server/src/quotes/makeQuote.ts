import type { DatabaseSync } from 'node:sqlite';
import { detailRequestSchema, type InterfaceLanguage } from '@lease/api/contract';
import type { ConfigurationRequest } from '../configuration/priceRequest.ts';
import { recordPricedCalculation } from '../configuration/pricedCalculation.ts';
import type { DriverContext } from '../db/driverContext.ts';
import { ownerOf } from '../db/owner.ts';
import { schemeName } from '../db/schemeName.ts';
import { RequestError } from '../http/RequestError.ts';
import { validate } from '../http/validate.ts';
import { insertQuote } from './quoteStore.ts';
import { quoteSnapshot } from './quoteSnapshot.ts';

/**
 * Makes a quote of one of the driver's calculations at `now` (ms) and answers its id; the same
 * calculation with the same figures answers the quote that still holds. The calculation is priced
 * again first, through the path `GetDetails` takes, so a quote that holds for weeks starts from
 * today's figures, not from whenever the calculation was last looked at; its row is refreshed
 * with them, so quote and calculation agree. Must run inside a write transaction (`insertQuote`).
 */
export function makeQuote(
  db: DatabaseSync,
  context: DriverContext,
  calculation: { id: number; request: unknown },
  options: { language: InterfaceLanguage; now: number },
): number {
  // The stored request itself is priced (not a parsed copy): its hash finds the same calculation.
  const stored = calculation.request as ConfigurationRequest;
  const request = validate(detailRequestSchema, calculation.request);
  // Worded as GetDetails words this calculation: in the language its request asked for.
  const worded = { ...context, language: request.cTaal ?? context.language };
  let priced;
  try {
    priced = recordPricedCalculation(db, worded, stored);
  } catch (error) {
    if (!(error instanceof RequestError)) throw error;
    // The catalogue or the driver's scheme changed since: this configuration cannot be offered.
    throw new RequestError(
      `nCalculatieID: calculation ${calculation.id} can no longer be priced (${error.message}) ` +
        'Make a new calculation to quote it.',
      { status: 409, field: 'nCalculatieID' },
    );
  }
  const snapshot = quoteSnapshot({
    clientCode: context.clientCode,
    owner: ownerOf(context),
    language: options.language,
    request,
    priced,
    detail: priced.detail,
    parentSchemeName: schemeName(db, context),
  });
  return insertQuote(db, snapshot, options.now);
}
