import type { DatabaseSync } from 'node:sqlite';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  basketWriteRequestSchema,
  orderQuerySchema,
  orderRequestSchema,
  type FinalizeBasketResult,
  type OrderRequest,
  type OrderResult,
} from '@lease/api/contract';
import { requireSession, type SessionEnv } from '../auth/requireSession.ts';
import { basketView, priceItems, readBasket, writeBasket } from '../cart/basketStore.ts';
import { keptOrderForm, orderAttachment } from '../cart/orderForm.ts';
import {
  findOrder,
  insertOrder,
  listOrders,
  orderOfBasketItem,
  type NewOrder,
} from '../cart/orders.ts';
import { hashOf } from '../configuration/calculations.ts';
import { notOrderableReason } from '../configuration/detailView.ts';
import { priceRequest } from '../configuration/priceRequest.ts';
import type { DriverContext } from '../db/driverContext.ts';
import { inTransaction } from '../db/inTransaction.ts';
import { ownerOf } from '../db/owner.ts';
import { driverContextOf } from '../http/driverContextOf.ts';
import { methodNotAllowed } from '../http/methodNotAllowed.ts';
import { requestHeader } from '../http/nodeMessage.ts';
import { RequestError } from '../http/RequestError.ts';
import { readJsonBody, readQuery, validate } from '../http/validate.ts';
import { refuseEndedContract } from '../lease/endedContract.ts';
import { queueOrderReceivedMail } from '../mail/orderReceivedMail.ts';
import { driverPricing } from '../pricing/driverPricing.ts';
import { findType } from '../search/findType.ts';

/** One key per submitted order form: a UUID, or any other opaque token of this shape. */
const idempotencyKeySchema = z
  .string({ error: 'Idempotency-Key is required.' })
  .regex(/^[A-Za-z0-9_-]{8,128}$/, 'expected 8 to 128 letters, digits, - or _');

function staleVersion(): RequestError {
  return new RequestError(
    'The basket was changed elsewhere: fetch it again and reapply your change.',
    { status: 409, field: 'nVersie' },
  );
}

/** The client's card products, id → name and monthly amount. */
function cardProducts(db: DatabaseSync, context: DriverContext) {
  const language = context.language;
  return new Map(
    db
      .prepare(
        `SELECT id, name_${language} AS name, monthly_amount FROM mobility_products
         WHERE client_code = ? AND lower(object_type) = 'card'`,
      )
      .all(context.clientCode)
      .map((row) => [
        Number(row.id),
        {
          name: String(row.name),
          monthlyAmount: row.monthly_amount === null ? null : Number(row.monthly_amount),
        },
      ]),
  );
}

function checkCards(
  db: DatabaseSync,
  context: DriverContext,
  cards: readonly { Id: number; bGekozen: boolean }[],
) {
  const products = cardProducts(db, context);
  cards.forEach((card, index) => {
    if (!products.has(card.Id)) {
      throw new RequestError(
        `Cards.${index}.Id: ${card.Id} is not a card product of this client.`,
        {
          field: `Cards.${index}.Id`,
        },
      );
    }
  });
  return products;
}

/** Refuses an order the driver may not place (own contribution above the maximum): 422. */
function refuseUnorderable(
  priced: ReturnType<typeof priceRequest>,
  context: DriverContext,
  field?: string,
): void {
  const reason = notOrderableReason(priced.configuration, priced.pricing, context.language);
  if (reason) throw new RequestError(reason, { status: 422, ...(field ? { field } : {}) });
}

/** The checks of the order form beyond its schema: dealer, order questions, agreements. */
function checkOrderForm(
  db: DatabaseSync,
  context: DriverContext,
  body: OrderRequest,
  priced: ReturnType<typeof priceRequest>,
): void {
  // The kind says which flow priced the car: a pricing-manager order names its offer, and only it.
  if ((body.cSoort === 'PM') !== (body.nPricingManagerId != null)) {
    throw new RequestError(
      body.cSoort === 'PM'
        ? 'nPricingManagerId: a pricing-manager order (cSoort PM) names its pricing manager.'
        : 'nPricingManagerId: only a pricing-manager order (cSoort PM) names a pricing manager.',
      { field: 'nPricingManagerId' },
    );
  }
  if (body.nDealerID != null) {
    const dealer = db
      .prepare('SELECT 1 FROM dealers WHERE id = ? AND brand_id = ?')
      .get(body.nDealerID, priced.type.brandId);
    if (!dealer) {
      throw new RequestError(`nDealerID: ${body.nDealerID} is not a dealer of this make.`, {
        field: 'nDealerID',
      });
    }
  }
  for (const question of priced.options.questions) {
    if (!question.required) continue;
    const at = body.EigenOpties.findIndex(
      (o) => o.bIsBestellingVraag && o.nEigenOptieID === question.id,
    );
    if (!body.EigenOpties[at]?.cAntwoord?.trim()) {
      // A blank answer is named by its place, so the order form can mark that question; a
      // question left out of the request has no place to name.
      throw new RequestError(
        `EigenOpties: the question "${question.question[context.language]}" needs an answer.`,
        { field: at >= 0 ? `EigenOpties.${at}.cAntwoord` : 'EigenOpties' },
      );
    }
  }
  const required = db
    .prepare(
      `SELECT id FROM agreements WHERE client_code = ? AND required = 1
       AND mobility_product_id IS NULL`,
    )
    .all(context.clientCode)
    .map((row) => Number(row.id));
  for (const id of required) {
    if (!body.Akkoorden.some((a) => a.nAkkoordID === id && a.bAkkoord)) {
      throw new RequestError(`Akkoorden: agreement ${id} must be accepted.`, {
        field: 'Akkoorden',
      });
    }
  }
}

/**
 * Cart and order: the mobility basket with its version (409 on a stale one), finalize (orders
 * for the items and chosen cards, atomically), price sync, `SetBestelling` with its
 * `Idempotency-Key`, `GetBestelling` and `GetBestellingen`. Everything is the caller's own: the basket has no id
 * to name, and another owner's order answers 404 as if it did not exist. Every order placed
 * queues its "order received" mail in the transaction that stores it (ADR 0023).
 */
export function cartRoutes(deps: {
  db: DatabaseSync;
  tokenSecret: string;
  now?: (() => number) | undefined;
  portalUrl?: string | undefined;
}) {
  const { db, portalUrl } = deps;
  const now = deps.now ?? Date.now;
  const session = requireSession(deps.tokenSecret);
  const mailOptions = () => ({ portalUrl, now: now() });

  return (
    new Hono<SessionEnv>()
      .get('/GetMobilityBasket', session, (c) => {
        const context = driverContextOf(c, db);
        return c.json(basketView(db, context, readBasket(db, context)));
      })
      .all('/GetMobilityBasket', methodNotAllowed(['GET']))

      .post('/SetMobilityBasket', session, async (c) => {
        const body = await readJsonBody(c, basketWriteRequestSchema);
        // From here on everything is synchronous: no other request runs between check and write.
        const context = driverContextOf(c, db);
        refuseEndedContract(context);
        const stored = readBasket(db, context);
        if (body.nVersie !== stored.version) throw staleVersion();
        const items = priceItems(
          db,
          context,
          body.Items,
          new Set(stored.items.map((i) => i.Id ?? '')),
        );
        const cards = body.Cards
          ? (checkCards(db, context, body.Cards),
            body.Cards.filter((c) => c.bGekozen).map((c) => c.Id))
          : stored.cards;
        const version = writeBasket(db, context, stored.version, { items, cards });
        return c.json(basketView(db, context, { items, cards, version }));
      })
      .all('/SetMobilityBasket', methodNotAllowed(['POST']))

      .post('/FinalizeMobilityBasket', session, async (c) => {
        const body = await readJsonBody(c, basketWriteRequestSchema);
        const context = driverContextOf(c, db);
        refuseEndedContract(context);
        const stored = readBasket(db, context);
        if (body.nVersie !== stored.version) throw staleVersion();
        const storedIds = new Set(stored.items.map((i) => i.Id ?? ''));
        body.Items.forEach((item, index) => {
          if (!item.Id || !storedIds.has(item.Id)) {
            throw new RequestError(`Items.${index}.Id: the item is not in the basket.`, {
              field: `Items.${index}.Id`,
            });
          }
        });
        const cards = body.Cards ?? [];
        const products = checkCards(db, context, cards);
        const chosenCards = cards.filter((card) => card.bGekozen);
        if (body.Items.length === 0 && chosenCards.length === 0) {
          throw new RequestError('Items: there is nothing to order.', { field: 'Items' });
        }
        const items = priceItems(db, context, body.Items, storedIds);
        // An item whose order form was sent is ordered already: finalizing clears it and answers
        // that order (spec point 4: the forms first, then finalize), never a second one.
        const placed = items.map((item) =>
          item.Id ? orderOfBasketItem(db, context, item.Id) : null,
        );
        const orders: NewOrder[] = items.flatMap((item, index) => {
          if (placed[index] != null) return [];
          const selected = item.SelectedItem;
          const type = findType(db, selected.nTypeIDHist);
          const priced = priceRequest(db, context, {
            nTypeIDHist: type.id,
            nCategorieID: item.Categorie?.nCategorieID ?? null,
            nLooptijd: selected.nLooptijd ?? type.defaultTerm.termMonths,
            nKilometrage: selected.nKilometrage ?? type.defaultTerm.kmPerYear,
            Opties: item.Opties,
            EigenOpties: item.EigenOpties,
            MantelOpties: item.MantelOpties,
            PMOpties: item.PMOpties,
            nPricingManagerId: item.nPricingManagerId,
          });
          refuseUnorderable(priced, context, `Items.${index}`);
          return {
            kind: 'vehicle',
            type,
            configuration: priced.configuration,
            ownOptions: item.EigenOpties,
            termMonths: selected.nLooptijd ?? type.defaultTerm.termMonths,
            kmPerYear: selected.nKilometrage ?? type.defaultTerm.kmPerYear,
            mobilityProductId: item.MobilityProductId ?? null,
            basketItemId: item.Id ?? null,
            request: item,
          } satisfies NewOrder;
        });
        for (const card of chosenCards) {
          const product = products.get(card.Id);
          if (!product) continue;
          orders.push({
            kind: 'card',
            name: product.name,
            monthlyAmount: product.monthlyAmount,
            mobilityProductId: card.Id,
            request: card,
          });
        }
        const ordered = new Set(items.map((i) => i.Id));
        const remaining = stored.items.filter((i) => !ordered.has(i.Id));
        const { version, nBestelIDs } = inTransaction(db, () => {
          const created = orders.map((order) => insertOrder(db, context, order));
          for (const id of created) queueOrderReceivedMail(db, id, mailOptions());
          return {
            version: writeBasket(db, context, stored.version, { items: remaining, cards: [] }),
            nBestelIDs: [...placed.filter((id) => id !== null), ...created],
          };
        });
        const answer: FinalizeBasketResult = {
          ...basketView(db, context, { items: remaining, cards: [], version }),
          nBestelIDs,
        };
        return c.json(answer);
      })
      .all('/FinalizeMobilityBasket', methodNotAllowed(['POST']))

      .get('/syncMobilityBasketPrices', session, (c) => {
        const context = driverContextOf(c, db);
        const stored = readBasket(db, context);
        const known = new Set(stored.items.map((i) => i.Id ?? ''));
        // An item that no longer prices (a category withdrawn) keeps its last price.
        const items = stored.items.map((item) => {
          try {
            return priceItems(db, context, [item], known)[0] ?? item;
          } catch {
            return item;
          }
        });
        if (JSON.stringify(items) === JSON.stringify(stored.items)) {
          return c.json(basketView(db, context, stored));
        }
        const version = writeBasket(db, context, stored.version, { items, cards: stored.cards });
        return c.json(basketView(db, context, { items, cards: stored.cards, version }));
      })
      .all('/syncMobilityBasketPrices', methodNotAllowed(['GET']))

      .post('/SetBestelling', session, async (c) => {
        const key = validate(z.object({ 'Idempotency-Key': idempotencyKeySchema }), {
          'Idempotency-Key': requestHeader(c, 'idempotency-key'),
        })['Idempotency-Key'];
        const body = await readJsonBody(c, orderRequestSchema);
        const context = driverContextOf(c, db);
        refuseEndedContract(context);
        // One basket item, one order: a form for an item ordered already (a lost answer, a reload,
        // a second tab, a finalize that failed after the order) answers that order, whatever its
        // key, and orders nothing.
        if (body.BasketItemId != null) {
          const placed = orderOfBasketItem(db, context, body.BasketItemId);
          if (placed !== null) return c.json({ nBestelID: placed } satisfies OrderResult);
          const item = readBasket(db, context).items.find((i) => i.Id === body.BasketItemId);
          if (!item) {
            throw new RequestError('BasketItemId: the item is not in the basket.', {
              field: 'BasketItemId',
            });
          }
          // Finalizing clears the item as ordered: the form must order that car, not another.
          if (item.SelectedItem.nTypeIDHist !== body.nTypeIDHist) {
            throw new RequestError('BasketItemId: the item in the basket is another vehicle.', {
              field: 'BasketItemId',
            });
          }
        }
        const owner = ownerOf(context);
        const bodyHash = hashOf(body);
        const previous = db
          .prepare(
            `SELECT body_hash, order_id FROM idempotency_keys
           WHERE client_code = ? AND owner = ? AND key = ?`,
          )
          .get(context.clientCode, owner, key);
        if (previous) {
          if (previous.body_hash !== bodyHash) {
            throw new RequestError(
              'This Idempotency-Key was used for a different order: use a new key for a new order.',
              { status: 422, field: 'Idempotency-Key' },
            );
          }
          return c.json({ nBestelID: Number(previous.order_id) } satisfies OrderResult);
        }

        // The order form asks for the category explicitly; it must be one this driver has.
        driverPricing(context, { nCategorieID: body.nCategorieID });
        const priced = priceRequest(db, context, body);
        checkOrderForm(db, context, body, priced);
        refuseUnorderable(priced, context);
        const attachment = orderAttachment(body);
        const nBestelID = inTransaction(db, () => {
          const id = insertOrder(db, context, {
            kind: 'vehicle',
            type: priced.type,
            configuration: priced.configuration,
            ownOptions: body.EigenOpties,
            termMonths: body.nLooptijd,
            kmPerYear: body.nKilometrage,
            mobilityProductId: null,
            basketItemId: body.BasketItemId ?? null,
            attachment,
            request: keptOrderForm(body),
          });
          db.prepare(
            `INSERT INTO idempotency_keys (client_code, owner, key, body_hash, order_id, created_at)
           VALUES (?, ?, ?, ?, ?, ?)`,
          ).run(context.clientCode, owner, key, bodyHash, id, new Date().toISOString());
          queueOrderReceivedMail(db, id, mailOptions());
          return id;
        });
        return c.json({ nBestelID } satisfies OrderResult);
      })
      .all('/SetBestelling', methodNotAllowed(['POST']))

      .get('/GetBestelling', session, (c) => {
        const { nBestelID, taalcode } = readQuery(c, orderQuerySchema);
        const context = driverContextOf(c, db);
        const order = findOrder(db, context, nBestelID, {
          language: taalcode ?? context.language,
          now: new Date(now()),
          portalUrl,
        });
        if (!order) {
          throw new RequestError(`There is no order ${nBestelID}.`, {
            status: 404,
            field: 'nBestelID',
          });
        }
        return c.json(order);
      })
      .all('/GetBestelling', methodNotAllowed(['GET']))

      // Contract addition: the driver's orders. The driver is the token's; the call takes no input.
      .get('/GetBestellingen', session, (c) =>
        c.json(listOrders(db, driverContextOf(c, db), { now: new Date(now()), portalUrl })),
      )
      .all('/GetBestellingen', methodNotAllowed(['GET']))
  );
}
