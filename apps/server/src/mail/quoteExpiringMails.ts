import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from '../db/inTransaction.ts';
import { prepared } from '../db/prepared.ts';
import { formatEuro } from '../pricing/formatEuro.ts';
import { addDays, amsterdamDay } from '../quotes/quoteDates.ts';
import { formatDay } from './mailFormat.ts';
import type { MailOptions } from './mailOptions.ts';
import { portalLink } from './portalLink.ts';
import { queueMailFor } from './queueMail.ts';
import { ownerRecipient } from './recipients.ts';
import type { MailContent } from './renderMail.ts';
import { mailTexts } from './texts/mailTexts.ts';

/**
 * A quote is mailed about once its last day is this many days away or fewer: made on 1 March and
 * holding up to and including 30 March, it is mailed about from 27 March.
 */
export const QUOTE_REMINDER_DAYS = 3;

function vehicleOf(json: unknown): string {
  const vehicle = JSON.parse(String(json)) as Record<string, unknown>;
  return [vehicle.cMerk, vehicle.cModel, vehicle.cType]
    .filter((part) => typeof part === 'string' && part !== '')
    .join(' ');
}

function queueReminder(db: DatabaseSync, quote: Record<string, unknown>, options: MailOptions) {
  const id = Number(quote.id);
  const clientCode = String(quote.client_code);
  const recipient = ownerRecipient(db, clientCode, String(quote.owner));
  if (!recipient) return false;
  const { language } = recipient;
  const texts = mailTexts(language);
  const t = texts.quoteExpiring;
  const number = String(quote.number);
  const vehicle = vehicleOf(quote.vehicle);
  const until = formatDay(texts, String(quote.valid_until));
  const content: MailContent = {
    subject: t.subject(number),
    heading: t.heading,
    paragraphs: [t.intro(number, vehicle, until), t.afterwards],
    facts: [
      { label: t.vehicle, value: vehicle },
      { label: t.validUntil, value: until },
      ...(typeof quote.lease_price === 'number'
        ? [
            {
              label: t.leasePrice,
              value: texts.orderReceived.perMonth(formatEuro(quote.lease_price)),
            },
          ]
        : []),
    ],
    link: {
      label: t.link,
      url: portalLink(options.portalUrl, language, clientCode, `quotes/${id}`),
    },
  };
  return queueMailFor(
    db,
    {
      kind: 'quote_expiring',
      clientCode,
      recipient,
      dedupeKey: `quote_expiring:${id}`,
      content,
    },
    options.now,
  );
}

/**
 * Queues one reminder for each quote that holds {@link QUOTE_REMINDER_DAYS} more days or fewer
 * after today (Amsterdam calendar days, as the quote counts them) and has not expired, unless it has had
 * one (its key, `quote_expiring:<id>`, is in the outbox). A quote made inside that window gets
 * none: its driver saw the date when quoting (a client whose quotes hold 3 days or fewer).
 * Run by the sender's loop; answers how many it queued. Every process may run it: the key
 * keeps one reminder per quote.
 */
export function queueExpiringQuoteMails(db: DatabaseSync, options: MailOptions): number {
  const today = amsterdamDay(options.now);
  const due = prepared(
    db,
    `SELECT id, client_code, owner, number, vehicle, created_at, valid_until,
            detail ->> '$.nLeaseprijs' AS lease_price
       FROM quotes q
      WHERE valid_until BETWEEN ? AND ?
        AND NOT EXISTS (SELECT 1 FROM mail_outbox m WHERE m.dedupe_key = 'quote_expiring:' || q.id)
      ORDER BY id`,
  )
    .all(today, addDays(today, QUOTE_REMINDER_DAYS))
    .filter((quote) => {
      const windowOpens = addDays(String(quote.valid_until), -QUOTE_REMINDER_DAYS);
      return amsterdamDay(Date.parse(String(quote.created_at))) < windowOpens;
    });
  if (due.length === 0) return 0;
  return inTransaction(db, () => due.filter((quote) => queueReminder(db, quote, options)).length);
}
