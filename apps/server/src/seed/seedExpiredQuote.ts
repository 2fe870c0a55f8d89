import type { DatabaseSync } from 'node:sqlite';
import { detailRequestSchema } from '@lease/api/contract';
import { recordPricedCalculation } from '../configuration/pricedCalculation.ts';
import { typeOptions } from '../configuration/typeOptions.ts';
import { loadDriverContext } from '../db/driverContext.ts';
import { normalizeUsername } from '../db/users.ts';
import { validate } from '../http/validate.ts';
import { makeQuote } from '../quotes/makeQuote.ts';
import { catalogIndex } from '../search/catalogIndex.ts';

/**
 * The demo driver who has a quote, one that has expired: Jan of horizon (driver 501 in scheme 10,
 * the portal's first demo login), so the demo and an end-to-end test can show an expired quote.
 * Every other demo driver starts without quotes.
 */
export const EXPIRED_QUOTE_OWNER = {
  client: 'horizon',
  username: 'jan@horizon.example',
  driverId: 501,
  schemeNr: 10,
} as const;

/** How long before the seed the expired quote was made: past any validity up to 44 days. */
export const EXPIRED_QUOTE_AGE_DAYS = 45;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The first electric car on offer (in the catalogue's order: brand, model, price) that leases
 * within the norm as it comes, so the demo quote is one the driver may order.
 */
function demoCar(db: DatabaseSync, normBudget: number) {
  return catalogIndex(db).types.find(
    (type) =>
      type.kind === 'car' &&
      type.fuel === 'elektrisch' &&
      type.onOffer &&
      type.quoteWithParentScheme.leasePrice <= normBudget,
  );
}

/**
 * Writes the expired demo quote: a calculation of an electric car with a paint, an accessory and
 * an own option, priced for Jan through the path `GetDetails` takes (so its figures are real),
 * and quoted through `SetOfferte`'s, both dated {@link EXPIRED_QUOTE_AGE_DAYS} days before `now`.
 * Runs inside the seed's transaction. Whether it wrote one: not when the seed has no Jan (a
 * test seeding other accounts) or the catalogue no electric car.
 */
export function seedExpiredQuote(db: DatabaseSync, now = Date.now()): boolean {
  const owner = EXPIRED_QUOTE_OWNER;
  const user = db
    .prepare(
      `SELECT u.id, u.level FROM users u JOIN user_drivers ud ON ud.user_id = u.id
        WHERE u.client_code = ? AND u.username = ? AND ud.driver_id = ?`,
    )
    .get(owner.client, normalizeUsername(owner.username), owner.driverId);
  if (!user) return false;
  const context = loadDriverContext(db, {
    sub: String(user.id),
    client: owner.client,
    Level: Number(user.level),
    nBerijderID: owner.driverId,
    nMantelNr: owner.schemeNr,
    // Never checked: the context is read from the claims, not from a token.
    exp: Math.floor(now / 1000) + 60,
  });
  const category = context?.categories.find((c) => c.nCategorieID === context.selectedCategoryId);
  const type = category && demoCar(db, category.normBudget);
  if (!context || !type) return false;

  const options = [...typeOptions(db, type.id).byId.values()];
  const paint = options.find((option) => option.isPaint && !option.isDefault);
  const accessory = options.find((option) => option.isAccessory);
  // What the configurator sends (and the server stores) for this choice.
  const request = validate(detailRequestSchema, {
    nTypeIDHist: type.id,
    nCategorieID: context.selectedCategoryId,
    nBelastingPercentage: context.taxPercentage,
    bAlleenZakelijk: context.businessOnly,
    nLooptijd: type.defaultTerm.termMonths,
    nKilometrage: type.defaultTerm.kmPerYear,
    Opties: [paint, accessory].flatMap((option) => (option ? [option.id] : [])),
    EigenOpties: [{ nEigenOptieID: null, cOmschrijving: 'Dakdragers', nPrijs: 245 }],
    MantelOpties: [],
  });
  const madeAt = now - EXPIRED_QUOTE_AGE_DAYS * DAY_MS;
  const { detail } = recordPricedCalculation(db, context, request, {
    createdAt: new Date(madeAt).toISOString(),
  });
  makeQuote(
    db,
    context,
    { id: detail.nCalculatieID, request },
    { language: context.language, now: madeAt },
  );
  return true;
}
