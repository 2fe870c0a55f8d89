import type { DatabaseSync } from 'node:sqlite';
import {
  MAX_LISTED_ORDERS,
  orderSchema,
  orderSummariesSchema,
  type EigenOptie,
  type InterfaceLanguage,
  type Order,
  type OrderLine,
  type OrderSummaries,
} from '@lease/api/contract';
import type { Configuration } from '../configuration/configure.ts';
import type { Texts } from '../configuration/typeOptions.ts';
import type { DriverContext } from '../db/driverContext.ts';
import { inTransaction } from '../db/inTransaction.ts';
import { ownerOf } from '../db/owner.ts';
import { formatDay } from '../mail/mailFormat.ts';
import { queueOrderStatusMail } from '../mail/orderStatusMail.ts';
import { mailTexts } from '../mail/texts/mailTexts.ts';
import type { IndexedType } from '../search/catalogIndex.ts';
import type { OrderAttachment } from './orderForm.ts';
import {
  dueOrderSteps,
  EXPECTED_DELIVERY_REMARKS,
  expectedDelivery,
  ORDER_STEP_REMARKS,
} from './orderProgress.ts';

/** What an order is made of: a priced configuration, or a mobility card. */
export type NewOrder =
  | {
      kind: 'vehicle';
      type: IndexedType;
      configuration: Configuration;
      ownOptions: readonly EigenOptie[];
      termMonths: number;
      kmPerYear: number;
      mobilityProductId: number | null;
      /** The basket item the order is for, when known: finalize then orders it only once. */
      basketItemId: string | null;
      /** The file sent with the order form, kept with the order. */
      attachment?: OrderAttachment | null;
      request: unknown;
    }
  | {
      kind: 'card';
      name: string;
      monthlyAmount: number | null;
      mobilityProductId: number;
      request: unknown;
    };

const RECEIVED_REMARK: Readonly<Record<InterfaceLanguage, string>> = {
  nl: 'Bestelling ontvangen.',
  en: 'Order received.',
  fr: 'Commande reçue.',
  de: 'Bestellung eingegangen.',
};

/** A line to store: its description in every language where the catalogue has them. */
type StoredLine = OrderLine & { texts: Texts | null };

function orderLines(order: NewOrder, language: InterfaceLanguage): StoredLine[] {
  if (order.kind === 'card') {
    return [
      {
        cSoort: 'kaart',
        cOmschrijving: order.name,
        nPrijs: null,
        nLeaseprijs: order.monthlyAmount,
        texts: null,
      },
    ];
  }
  const { type, configuration } = order;
  return [
    {
      cSoort: 'auto',
      cOmschrijving: `${type.brandName} ${type.modelName} ${type.name}`,
      nPrijs: type.cataloguePrice,
      nLeaseprijs: configuration.quote.leasePrice,
      texts: null,
    },
    ...configuration.resolved.chosen.map((option): StoredLine => ({
      cSoort: option.isAccessory ? 'accessoire' : 'optie',
      cOmschrijving: option.name[language],
      nPrijs: option.price,
      nLeaseprijs: null,
      texts: option.name,
    })),
    // A pricing manager's options are dealer work priced like accessories (see `configure`).
    ...configuration.pricingManagerChosen.map((option): StoredLine => ({
      cSoort: 'accessoire',
      cOmschrijving: option.name[language],
      nPrijs: option.price,
      nLeaseprijs: null,
      texts: option.name,
    })),
    ...order.ownOptions
      .filter((own) => !own.bIsBestellingVraag)
      .map((own): StoredLine => ({
        cSoort: 'eigen_optie',
        cOmschrijving: own.cOmschrijving,
        nPrijs: own.nPrijs ?? null,
        nLeaseprijs: null,
        texts: null,
      })),
  ];
}

/** The remark of a step in `language`; a remark the schedule does not know is kept as written. */
function statusRemark(status: string, stored: string | null, language: InterfaceLanguage) {
  if (status === 'ontvangen') return RECEIVED_REMARK[language];
  const known = ORDER_STEP_REMARKS[status as keyof typeof ORDER_STEP_REMARKS] as Texts | undefined;
  return known ? known[language] : stored;
}

/** A step's remark, with the expected delivery it set (a move by hand) in the reader's words. */
function remarkIn(step: Record<string, unknown>, language: InterfaceLanguage): string | null {
  const status = statusRemark(
    String(step.status),
    step.remark === null ? null : String(step.remark),
    language,
  );
  if (typeof step.expected_delivery !== 'string') return status;
  const delivery = EXPECTED_DELIVERY_REMARKS[language](
    formatDay(mailTexts(language), step.expected_delivery),
  );
  return status ? `${status} ${delivery}` : delivery;
}

/**
 * Writes one order with its lines and first status (`ontvangen`). It does not open a transaction:
 * callers run it inside theirs, so a basket finalize or an order with its idempotency key is
 * written whole or not at all.
 */
export function insertOrder(db: DatabaseSync, context: DriverContext, order: NewOrder): number {
  const now = new Date().toISOString();
  const vehicle = order.kind === 'vehicle' ? order : null;
  const row = db
    .prepare(
      `INSERT INTO orders (client_code, owner, type_id, mobility_product_id, status, ordered_at,
         updated_at, brand, model, version_name, lease_price, own_contribution, net_cost,
         term_months, km_per_year, request, basket_item_id)
       VALUES (?, ?, ?, ?, 'ontvangen', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    )
    .get(
      context.clientCode,
      ownerOf(context),
      vehicle?.type.id ?? null,
      order.mobilityProductId,
      now,
      now,
      vehicle?.type.brandName ?? null,
      vehicle ? vehicle.type.modelName : order.kind === 'card' ? order.name : null,
      vehicle?.type.name ?? null,
      vehicle
        ? vehicle.configuration.quote.leasePrice
        : order.kind === 'card'
          ? order.monthlyAmount
          : null,
      vehicle?.configuration.cost.ownContribution ?? null,
      vehicle?.configuration.cost.netMonthlyCost ?? null,
      vehicle?.termMonths ?? null,
      vehicle?.kmPerYear ?? null,
      JSON.stringify(order.request),
      vehicle?.basketItemId ?? null,
    );
  const id = Number(row?.id);
  const line = db.prepare(
    `INSERT INTO order_lines (order_id, position, kind, description, price, lease_price, texts)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  orderLines(order, context.language).forEach((l, index) =>
    line.run(
      id,
      index + 1,
      l.cSoort,
      l.cOmschrijving,
      l.nPrijs ?? null,
      l.nLeaseprijs ?? null,
      l.texts ? JSON.stringify(l.texts) : null,
    ),
  );
  db.prepare('INSERT INTO order_history (order_id, status, at, remark) VALUES (?, ?, ?, ?)').run(
    id,
    'ontvangen',
    now,
    RECEIVED_REMARK[context.language],
  );
  const attachment = vehicle?.attachment;
  if (attachment) {
    db.prepare(
      'INSERT INTO order_attachments (order_id, name, media_type, content) VALUES (?, ?, ?, ?)',
    ).run(id, attachment.name, attachment.type, attachment.content);
  }
  return id;
}

/**
 * Writes the steps of the order's schedule that came due since it was last read (see
 * `ORDER_SCHEDULES`), each at the moment it was due, and moves the order's status with them. The
 * driver is mailed about the last of them, in the same transaction: steps passed while nobody
 * looked are one piece of news, not several at once. An order the back office moves by hand
 * (`advance-order`) has left the schedule.
 */
function advanceOrder(
  db: DatabaseSync,
  order: { id: number; kind: 'vehicle' | 'card'; orderedAt: string; byHand: boolean },
  language: InterfaceLanguage,
  now: Date,
  portalUrl: string | undefined,
): boolean {
  if (order.byHand) return false;
  const reached = new Set(
    db
      .prepare('SELECT status FROM order_history WHERE order_id = ?')
      .all(order.id)
      .map((row) => String(row.status)),
  );
  const due = dueOrderSteps(order.kind, order.orderedAt, now, reached);
  const last = due.at(-1);
  if (!last) return false;
  inTransaction(db, () => {
    const step = db.prepare(
      'INSERT INTO order_history (order_id, status, at, remark) VALUES (?, ?, ?, ?)',
    );
    let lastStepId = 0;
    for (const { status, at } of due) {
      lastStepId = Number(
        step.run(order.id, status, at, ORDER_STEP_REMARKS[status][language]).lastInsertRowid,
      );
    }
    const planned =
      reached.has('levering_gepland') || due.some((s) => s.status === 'levering_gepland');
    db.prepare(
      'UPDATE orders SET status = ?, updated_at = ?, expected_delivery = coalesce(expected_delivery, ?) WHERE id = ?',
    ).run(
      last.status,
      last.at,
      planned ? expectedDelivery(order.kind, new Date(order.orderedAt)) : null,
      order.id,
    );
    queueOrderStatusMail(db, lastStepId, { portalUrl, now: now.getTime() });
  });
  return true;
}

/** An order row as the lease company's schedule needs it. */
function scheduledOrder(row: Record<string, unknown>) {
  return {
    id: Number(row.id),
    kind: row.type_id === null ? ('card' as const) : ('vehicle' as const),
    orderedAt: String(row.ordered_at),
    byHand: row.progress === 'by_hand',
  };
}

const numberOrNull = (value: unknown) => (value === null ? null : Number(value));

/**
 * The caller's orders as `GetBestellingen` answers them: newest first, at most
 * `MAX_LISTED_ORDERS`, each brought up to date with the schedule at `now` first, so the list
 * shows the status its order page shows. Only the caller's own driver's: another owner's order,
 * also one of the same login under another arrangement, is never listed.
 */
export function listOrders(
  db: DatabaseSync,
  context: DriverContext,
  { now = new Date(), portalUrl }: { now?: Date; portalUrl?: string | undefined } = {},
): OrderSummaries {
  const select = db.prepare(
    `SELECT id, type_id, status, ordered_at, progress, brand, model, version_name, lease_price,
            net_cost
     FROM orders WHERE client_code = ? AND owner = ?
     ORDER BY ordered_at DESC, id DESC LIMIT ?`,
  );
  const read = () => select.all(context.clientCode, ownerOf(context), MAX_LISTED_ORDERS);
  let rows = read();
  const moved = rows.filter((row) =>
    advanceOrder(db, scheduledOrder(row), context.language, now, portalUrl),
  ).length;
  if (moved > 0) rows = read();
  return orderSummariesSchema.parse(
    rows.map((row) => ({
      nBestelID: Number(row.id),
      cStatus: row.status,
      dBesteldatum: row.ordered_at,
      cMerk: row.brand,
      cModel: row.model,
      cUitvoering: row.version_name,
      nLeaseprijs: numberOrNull(row.lease_price),
      nNettoKosten: numberOrNull(row.net_cost),
    })),
  );
}

/**
 * The caller's order as `GetBestelling` answers it, or undefined (another owner's is never
 * found). Reading it first brings it up to date with the lease company's schedule at `now`.
 */
export function findOrder(
  db: DatabaseSync,
  context: DriverContext,
  id: number,
  {
    now = new Date(),
    language = context.language,
    portalUrl,
  }: { now?: Date; language?: InterfaceLanguage; portalUrl?: string | undefined } = {},
): Order | undefined {
  const select = db.prepare('SELECT * FROM orders WHERE id = ? AND client_code = ? AND owner = ?');
  const owner = ownerOf(context);
  let row = select.get(id, context.clientCode, owner);
  if (!row) return undefined;
  // Read again only when steps were written: the status and dates changed with them.
  if (advanceOrder(db, scheduledOrder(row), context.language, now, portalUrl)) {
    row = select.get(id, context.clientCode, owner);
    if (!row) return undefined;
  }
  const history = db
    .prepare(
      `SELECT status, at, remark, expected_delivery FROM order_history WHERE order_id = ?
        ORDER BY at, id`,
    )
    .all(id);
  const lines = db
    .prepare('SELECT * FROM order_lines WHERE order_id = ? ORDER BY position')
    .all(id);
  return orderSchema.parse({
    nBestelID: id,
    cStatus: row.status,
    dBesteldatum: row.ordered_at,
    dVerwachteLevering: row.expected_delivery,
    dLaatstGewijzigd: row.updated_at,
    cMerk: row.brand,
    cModel: row.model,
    cUitvoering: row.version_name,
    nLeaseprijs: numberOrNull(row.lease_price),
    nLooptijd: numberOrNull(row.term_months),
    nKilometrage: numberOrNull(row.km_per_year),
    Historie: history.map((h) => ({
      cStatus: h.status,
      dDatum: h.at,
      cOpmerking: remarkIn(h, language),
    })),
    Regels: lines.map((l) => ({
      cSoort: l.kind,
      cOmschrijving:
        typeof l.texts === 'string'
          ? ((JSON.parse(l.texts) as Partial<Texts>)[language] ?? l.description)
          : l.description,
      nPrijs: numberOrNull(l.price),
      nLeaseprijs: numberOrNull(l.lease_price),
    })),
  });
}

/** The order already placed for a basket item (by its order form), if any. */
export function orderOfBasketItem(
  db: DatabaseSync,
  context: DriverContext,
  basketItemId: string,
): number | null {
  const row = db
    .prepare(
      `SELECT id FROM orders WHERE client_code = ? AND owner = ? AND basket_item_id = ?
       ORDER BY id LIMIT 1`,
    )
    .get(context.clientCode, ownerOf(context), basketItemId);
  return row ? Number(row.id) : null;
}
