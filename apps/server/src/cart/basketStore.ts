import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import {
  basketItemSchema,
  type BasketItem,
  type MobilityProduct,
  type ShoppingCart,
} from '@lease/api/contract';
import type { DriverContext } from '../db/driverContext.ts';
import { ownerOf } from '../db/owner.ts';
import { RequestError } from '../http/RequestError.ts';
import { roundCents } from '../lease/roundCents.ts';
import { priceRequest } from '../configuration/priceRequest.ts';
import { findType } from '../search/findType.ts';

/** A stored basket: its items, the chosen card products and its version. */
export interface StoredBasket {
  items: BasketItem[];
  cards: number[];
  version: number;
}

/** The caller's basket; an owner without one has an empty basket at version 0. */
export function readBasket(db: DatabaseSync, context: DriverContext): StoredBasket {
  const row = db
    .prepare('SELECT items, cards, version FROM baskets WHERE client_code = ? AND owner = ?')
    .get(context.clientCode, ownerOf(context));
  if (!row) return { items: [], cards: [], version: 0 };
  return {
    items: z.array(basketItemSchema).parse(JSON.parse(String(row.items))),
    cards: (JSON.parse(String(row.cards)) as unknown[]).map(Number),
    version: Number(row.version),
  };
}

/**
 * Stores the basket if it is still at `expectedVersion`, as the next version; a stale version
 * is refused with 409, so a second tab's add is never silently overwritten (decisions.md §2).
 * Callers run it synchronously after their checks, inside their transaction when they have one.
 */
export function writeBasket(
  db: DatabaseSync,
  context: DriverContext,
  expectedVersion: number,
  basket: { items: BasketItem[]; cards: number[] },
): number {
  const now = new Date().toISOString();
  const items = JSON.stringify(basket.items);
  const cards = JSON.stringify(basket.cards);
  const owner = ownerOf(context);
  const result =
    expectedVersion === 0
      ? db
          .prepare(
            `INSERT INTO baskets (client_code, owner, version, items, cards, updated_at)
             VALUES (?, ?, 1, ?, ?, ?) ON CONFLICT DO NOTHING`,
          )
          .run(context.clientCode, owner, items, cards, now)
      : db
          .prepare(
            `UPDATE baskets SET version = version + 1, items = ?, cards = ?, updated_at = ?
             WHERE client_code = ? AND owner = ? AND version = ?`,
          )
          .run(items, cards, now, context.clientCode, owner, expectedVersion);
  if (Number(result.changes) === 0) {
    throw new RequestError(
      'The basket was changed elsewhere: fetch it again and reapply your change.',
      { status: 409, field: 'nVersie' },
    );
  }
  return expectedVersion + 1;
}

/** Re-raises a request error about a nested value with its full path (`Items.1.Opties`). */
function withPath<T>(path: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof RequestError) {
      const field = error.field ? `${path}.${error.field}` : path;
      throw new RequestError(`${path}: ${error.message}`, { status: error.status, field });
    }
    throw error;
  }
}

/** Where the fields of a configuration sit in a basket item. */
const ITEM_FIELDS: Readonly<Record<string, string>> = {
  nTypeIDHist: 'SelectedItem.nTypeIDHist',
  nLooptijd: 'SelectedItem.nLooptijd',
  nKilometrage: 'SelectedItem.nKilometrage',
  nCategorieID: 'Categorie.nCategorieID',
};

/** Renames the field of a configuration error to its place in the basket item. */
function withFieldMap<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof RequestError && error.field && ITEM_FIELDS[error.field]) {
      throw new RequestError(error.message, {
        status: error.status,
        field: ITEM_FIELDS[error.field],
      });
    }
    throw error;
  }
}

interface ProductRow {
  id: number;
  kind: string;
}

function clientProducts(db: DatabaseSync, clientCode: string): ProductRow[] {
  return db
    .prepare(
      'SELECT id, object_type FROM mobility_products WHERE client_code = ? ORDER BY position',
    )
    .all(clientCode)
    .map((row) => ({ id: Number(row.id), kind: String(row.object_type).toLowerCase() }));
}

/**
 * Checks and prices items as the caller sent them: the type, model, term, mileage, options,
 * category and mobility product must all be valid for this driver; prices are the server's,
 * never the client's. Items keep their id when it is one of `known`; new items get one.
 */
export function priceItems(
  db: DatabaseSync,
  context: DriverContext,
  items: readonly BasketItem[],
  known: ReadonlySet<string>,
  field = 'Items',
): BasketItem[] {
  const products = clientProducts(db, context.clientCode);
  return items.map((item, index) =>
    withPath(`${field}.${index}`, () => {
      const selected = item.SelectedItem;
      if (item.MobilityProductId != null) {
        const product = products.find((p) => p.id === item.MobilityProductId);
        if (!product || (product.kind !== 'car' && product.kind !== 'bike')) {
          throw new RequestError(`not a car or bike product of this client.`, {
            field: 'MobilityProductId',
          });
        }
      }
      const { type, configuration } = withFieldMap(() => {
        const typeId = selected.nTypeIDHist;
        const { defaultTerm } = findType(db, typeId);
        return priceRequest(db, context, {
          nTypeIDHist: typeId,
          nCategorieID: item.Categorie?.nCategorieID ?? null,
          // A generic item (no term yet) is priced at the type's default until one is chosen.
          nLooptijd: selected.nLooptijd ?? defaultTerm.termMonths,
          nKilometrage: selected.nKilometrage ?? defaultTerm.kmPerYear,
          Opties: item.Opties,
          EigenOpties: item.EigenOpties,
          MantelOpties: item.MantelOpties,
          PMOpties: item.PMOpties,
          nPricingManagerId: item.nPricingManagerId,
        });
      });
      if (type.modelId !== selected.nModelID) {
        throw new RequestError(
          `SelectedItem.nModelID: type ${type.id} is not of model ${selected.nModelID}.`,
          {
            field: 'SelectedItem.nModelID',
          },
        );
      }
      const category = context.categories.find(
        (c) => c.nCategorieID === (item.Categorie?.nCategorieID ?? context.selectedCategoryId),
      );
      return {
        Id: item.Id && known.has(item.Id) ? item.Id : randomUUID(),
        MobilityProductId: item.MobilityProductId ?? null,
        SelectedItem: {
          ...selected,
          cOmschrijving: `${type.brandName} ${type.modelName} ${type.name}`,
          nLeaseprijs: configuration.quote.leasePrice,
          nEigenbijdrage: configuration.cost.ownContribution,
          nNettoKosten: configuration.cost.netMonthlyCost,
        },
        Opties: configuration.resolved.chosen.map((o) => o.id),
        EigenOpties: item.EigenOpties,
        Categorie: category
          ? { nCategorieID: category.nCategorieID, cOmschrijving: category.cOmschrijving }
          : null,
        MantelOpties: item.MantelOpties ?? null,
        PMOpties: item.nPricingManagerId != null ? (item.PMOpties ?? null) : null,
        nPricingManagerId: item.nPricingManagerId ?? null,
      };
    }),
  );
}

/** The basket as `GetMobilityBasket` answers it, with the products and budget in container mode. */
export function basketView(
  db: DatabaseSync,
  context: DriverContext,
  basket: StoredBasket,
): ShoppingCart {
  const language = context.language;
  const containerMode = context.mobilityCategoryId !== null;
  const products: MobilityProduct[] = containerMode
    ? db
        .prepare(`SELECT * FROM mobility_products WHERE client_code = ? ORDER BY position`)
        .all(context.clientCode)
        .map((row) => {
          const id = Number(row.id);
          const isCard = String(row.object_type).toLowerCase() === 'card';
          return {
            Id: id,
            DataObject: { object_id: Number(row.object_id), type: String(row.object_type) },
            cNaam: String(row[`name_${language}`]),
            BasketItem: isCard
              ? null
              : (basket.items.find((item) => item.MobilityProductId === id) ?? null),
            Card: isCard
              ? {
                  cNaam: String(row[`name_${language}`]),
                  nMaandbedrag: row.monthly_amount === null ? null : Number(row.monthly_amount),
                  bGekozen: basket.cards.includes(id),
                }
              : null,
            Arrangement: {
              nArrangementID: Number(row.arrangement_id),
              cNaam: String(row[`arrangement_name_${language}`]),
              nBudget: row.arrangement_budget === null ? null : Number(row.arrangement_budget),
            },
          };
        })
    : [];
  const cartTotal = roundCents(
    basket.items.reduce((sum, item) => sum + (item.SelectedItem.nLeaseprijs ?? 0), 0) +
      products
        .filter((p) => p.Card?.bGekozen)
        .reduce((sum, p) => sum + (p.Card?.nMaandbedrag ?? 0), 0),
  );
  const budget = containerMode ? context.mobilityBudget : null;
  return {
    Items: basket.items,
    MobilityProducts: products,
    Budget: budget,
    BudgetLeft: budget === null ? null : roundCents(budget - cartTotal),
    budgetTotal: budget,
    cartTotal,
    nVersie: basket.version,
  };
}
