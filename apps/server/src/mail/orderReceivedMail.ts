import type { DatabaseSync } from 'node:sqlite';
import type { InterfaceLanguage } from '@lease/api/contract';
import { prepared } from '../db/prepared.ts';
import { formatEuro } from '../pricing/formatEuro.ts';
import { formatCount } from './mailFormat.ts';
import type { MailOptions } from './mailOptions.ts';
import { orderVehicle } from './orderVehicle.ts';
import { portalLink } from './portalLink.ts';
import { queueMailFor } from './queueMail.ts';
import { ownerRecipient } from './recipients.ts';
import type { MailContent } from './renderMail.ts';
import { mailTexts, type MailTexts } from './texts/mailTexts.ts';

/** An order line as the order's status page names it, in the mail's language. */
function lineText(line: Record<string, unknown>, language: InterfaceLanguage): string {
  const names =
    typeof line.texts === 'string' ? (JSON.parse(line.texts) as Record<string, unknown>) : {};
  const name = names[language];
  const description = typeof name === 'string' ? name : String(line.description);
  // A car's own line carries its catalogue price, which is not what the driver pays: left out,
  // as are the prices of what comes at no cost (the standard paint).
  return line.kind !== 'auto' && typeof line.price === 'number' && line.price !== 0
    ? `${description} (${formatEuro(line.price)})`
    : description;
}

function figures(order: Record<string, unknown>, texts: MailTexts): MailContent['facts'] {
  const t = texts.orderReceived;
  const monthly = (label: string, value: unknown) =>
    typeof value === 'number' ? [{ label, value: t.perMonth(formatEuro(value)) }] : [];
  if (order.type_id === null) return monthly(t.monthlyAmount, order.lease_price);
  return [
    ...monthly(t.leasePrice, order.lease_price),
    ...monthly(t.ownContribution, order.own_contribution),
    ...monthly(t.netCost, order.net_cost),
    ...(typeof order.term_months === 'number'
      ? [{ label: t.term, value: texts.termMonths(order.term_months) }]
      : []),
    ...(typeof order.km_per_year === 'number'
      ? [{ label: t.mileage, value: texts.kmPerYear(formatCount(texts, order.km_per_year)) }]
      : []),
  ];
}

/**
 * Queues the "order received" mail of an order just written: what was ordered, line by line as
 * the order names it, and the monthly figures it was placed at, read back from the stored order
 * so the mail says what the order holds. Runs inside the transaction that wrote the order;
 * answers false when the driver has no known address (the order stands without a mail).
 */
export function queueOrderReceivedMail(
  db: DatabaseSync,
  orderId: number,
  options: MailOptions,
): boolean {
  const order = prepared(db, 'SELECT * FROM orders WHERE id = ?').get(orderId);
  if (!order) return false;
  const clientCode = String(order.client_code);
  const recipient = ownerRecipient(db, clientCode, String(order.owner));
  if (!recipient) return false;
  const { language } = recipient;
  const texts = mailTexts(language);
  const t = texts.orderReceived;
  const lines = prepared(
    db,
    'SELECT kind, description, texts, price FROM order_lines WHERE order_id = ? ORDER BY position',
  ).all(orderId);
  const content: MailContent = {
    subject: t.subject(orderId),
    heading: t.heading,
    paragraphs: [t.intro(orderVehicle(order))],
    facts: figures(order, texts),
    list: { title: t.linesTitle, items: lines.map((line) => lineText(line, language)) },
    note: t.figuresNote,
    link: {
      label: t.link,
      url: portalLink(options.portalUrl, language, clientCode, `order-status/${orderId}`),
    },
  };
  return queueMailFor(
    db,
    {
      kind: 'order_received',
      clientCode,
      recipient,
      dedupeKey: `order_received:${orderId}`,
      content,
    },
    options.now,
  );
}
