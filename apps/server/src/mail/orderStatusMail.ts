import type { DatabaseSync } from 'node:sqlite';
import { ORDER_STATUSES, type OrderStatus } from '@lease/api/contract';
import { prepared } from '../db/prepared.ts';
import { formatDay } from './mailFormat.ts';
import type { MailOptions } from './mailOptions.ts';
import { orderVehicle } from './orderVehicle.ts';
import { portalLink } from './portalLink.ts';
import { queueMailFor } from './queueMail.ts';
import { ownerRecipient } from './recipients.ts';
import type { MailContent } from './renderMail.ts';
import { mailTexts } from './texts/mailTexts.ts';

function asStatus(value: unknown): OrderStatus | undefined {
  return ORDER_STATUSES.find((status) => status === value);
}

/**
 * Queues the mail of one step of an order's timeline (an `order_history` row): the status it
 * reached in words and the expected delivery where set, or that the expected delivery moved
 * (`deliveryMoved`, a step that changed only the date). Keyed by the step, so the same step
 * never mails twice. Runs inside the transaction that wrote the step; false when the driver
 * has no known address or the step is no status a driver is told of.
 */
export function queueOrderStatusMail(
  db: DatabaseSync,
  historyId: number,
  options: MailOptions & { deliveryMoved?: boolean },
): boolean {
  const step = prepared(
    db,
    `SELECT h.order_id, h.status AS step_status, o.client_code, o.owner, o.brand, o.model,
            o.version_name, o.expected_delivery
       FROM order_history h JOIN orders o ON o.id = h.order_id WHERE h.id = ?`,
  ).get(historyId);
  const status = asStatus(step?.step_status);
  if (!step || !status) return false;
  const orderId = Number(step.order_id);
  const clientCode = String(step.client_code);
  const recipient = ownerRecipient(db, clientCode, String(step.owner));
  if (!recipient) return false;
  const { language } = recipient;
  const texts = mailTexts(language);
  const t = texts.orderStatus;
  const statusName = texts.statusNames[status];
  // Once delivered or cancelled, an expected delivery is no news.
  const delivery = typeof step.expected_delivery === 'string' ? step.expected_delivery : null;
  const content: MailContent = {
    subject: t.subject(orderId, statusName),
    heading: t.heading,
    paragraphs: [
      t.intro(orderId, orderVehicle(step)),
      ...(options.deliveryMoved ? [t.deliveryMoved] : []),
    ],
    facts: [
      { label: t.status, value: statusName },
      ...(delivery && status !== 'geleverd' && status !== 'geannuleerd'
        ? [{ label: t.expectedDelivery, value: formatDay(texts, delivery) }]
        : []),
    ],
    link: {
      label: t.link,
      url: portalLink(options.portalUrl, language, clientCode, `order-status/${orderId}`),
    },
  };
  return queueMailFor(
    db,
    {
      kind: 'order_status',
      clientCode,
      recipient,
      dedupeKey: `order_status:${orderId}:${historyId}`,
      content,
    },
    options.now,
  );
}
