import type { DatabaseSync } from 'node:sqlite';
import { ORDER_STATUSES, type OrderStatus } from '@lease/api/contract';
import { inTransaction } from '../db/inTransaction.ts';
import { prepared } from '../db/prepared.ts';
import type { MailOptions } from '../mail/mailOptions.ts';
import { queueOrderStatusMail } from '../mail/orderStatusMail.ts';
import { addDays, amsterdamDay } from '../quotes/quoteDates.ts';
import { ORDER_SCHEDULES } from './orderProgress.ts';

/** What the back office does to an order: a status to move to, a delivery date, or both. */
export interface OrderMove {
  orderId: number;
  /** The status to move to; without one (and without `delivery`), the next of the timeline. */
  status?: OrderStatus | undefined;
  /** The expected delivery, a day (`YYYY-MM-DD`). */
  delivery?: string | undefined;
}

export interface MovedOrder {
  orderId: number;
  from: OrderStatus;
  status: OrderStatus;
  expectedDelivery: string | null;
  /** Whether the driver's status mail was queued (false: no address known for them). */
  mailQueued: boolean;
}

/** A move the order cannot make; the message says why, for the person at the command line. */
export class OrderMoveError extends Error {
  override readonly name = 'OrderMoveError';
}

/** How far ahead a delivery planned without a date is expected. */
export const DEFAULT_DELIVERY_DAYS = 14;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isDay(value: string): boolean {
  return DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

function asStatus(value: unknown): OrderStatus {
  const status = ORDER_STATUSES.find((known) => known === value);
  if (!status) throw new OrderMoveError(`The order has an unknown status "${String(value)}".`);
  return status;
}

/** The statuses an order of this kind passes, in order. */
function timelineOf(kind: 'vehicle' | 'card'): OrderStatus[] {
  return ['ontvangen', ...ORDER_SCHEDULES[kind].map((step) => step.status)];
}

function targetStatus(move: OrderMove, current: OrderStatus, timeline: OrderStatus[]) {
  if (current === 'geleverd' || current === 'geannuleerd') {
    throw new OrderMoveError(`Order ${move.orderId} is ${current}: it moves no further.`);
  }
  const wanted = move.status;
  if (wanted === undefined) {
    if (move.delivery !== undefined) return current;
    const next = timeline[timeline.indexOf(current) + 1];
    if (!next) throw new OrderMoveError(`Order ${move.orderId} has no next status.`);
    return next;
  }
  if (wanted === 'geannuleerd' || wanted === current) return wanted;
  if (!timeline.includes(wanted)) {
    throw new OrderMoveError(
      `An order of this kind has no status ${wanted}; its statuses are ${timeline.join(', ')} (or geannuleerd).`,
    );
  }
  if (timeline.indexOf(wanted) < timeline.indexOf(current)) {
    throw new OrderMoveError(
      `Order ${move.orderId} is ${current} already: an order moves forward only.`,
    );
  }
  return wanted;
}

/**
 * Moves an order as the lease company's back office does (`advance-order`): to the given status
 * or the next of its timeline, and/or to a new expected delivery; a delivery planned without a
 * date is expected {@link DEFAULT_DELIVERY_DAYS} days ahead. One transaction writes the step to
 * `order_history` (with the date it set), the order's status and date, and the driver's mail.
 * From then on the order is the back office's (`progress = 'by_hand'`): the demo schedule no
 * longer moves it, so a demo shows the steps it is given and no others.
 */
export function moveOrder(db: DatabaseSync, move: OrderMove, options: MailOptions): MovedOrder {
  if (move.delivery !== undefined && !isDay(move.delivery)) {
    throw new OrderMoveError(
      `The delivery date must be a day, YYYY-MM-DD, not "${move.delivery}".`,
    );
  }
  return inTransaction(db, () => {
    const order = prepared(
      db,
      'SELECT id, type_id, status, expected_delivery FROM orders WHERE id = ?',
    ).get(move.orderId);
    if (!order) throw new OrderMoveError(`There is no order ${move.orderId}.`);
    const from = asStatus(order.status);
    const status = targetStatus(
      move,
      from,
      timelineOf(order.type_id === null ? 'card' : 'vehicle'),
    );
    const stored = typeof order.expected_delivery === 'string' ? order.expected_delivery : null;
    const delivery =
      move.delivery ??
      (status === 'levering_gepland' && stored === null
        ? addDays(amsterdamDay(options.now), DEFAULT_DELIVERY_DAYS)
        : undefined);
    const deliveryMoved = delivery !== undefined && delivery !== stored;
    if (status === from && !deliveryMoved) {
      throw new OrderMoveError(
        move.delivery === undefined
          ? `Order ${move.orderId} is ${from} already.`
          : `Order ${move.orderId} is ${from}, expected on ${move.delivery}, already.`,
      );
    }
    const at = new Date(options.now).toISOString();
    const step = prepared(
      db,
      `INSERT INTO order_history (order_id, status, at, remark, expected_delivery)
       VALUES (?, ?, ?, NULL, ?)`,
    ).run(move.orderId, status, at, deliveryMoved ? delivery : null);
    prepared(
      db,
      `UPDATE orders SET status = ?, updated_at = ?, expected_delivery = ?, progress = 'by_hand'
        WHERE id = ?`,
    ).run(status, at, deliveryMoved ? delivery : stored, move.orderId);
    const mailQueued = queueOrderStatusMail(db, Number(step.lastInsertRowid), {
      ...options,
      deliveryMoved: deliveryMoved && status === from,
    });
    return {
      orderId: move.orderId,
      from,
      status,
      expectedDelivery: deliveryMoved ? (delivery ?? null) : stored,
      mailQueued,
    };
  });
}
