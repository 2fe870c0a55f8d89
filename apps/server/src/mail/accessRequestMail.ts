import type { DatabaseSync } from 'node:sqlite';
import { formatMoment } from './mailFormat.ts';
import { mailBrand } from './mailBrand.ts';
import type { MailOptions } from './mailOptions.ts';
import { queueMailFor } from './queueMail.ts';
import { clientDeskRecipient } from './recipients.ts';
import type { MailContent } from './renderMail.ts';
import { mailTexts } from './texts/mailTexts.ts';

/** An access request (`ticket/create`) as it was stored. */
export interface StoredTicket {
  id: number;
  clientCode: string;
  email: string;
  /** Whether a login of the client has this address: the desk's first question. */
  accountKnown: boolean;
  createdAt: string;
}

/**
 * Queues the mail that tells the client's lease desk of an access request: who asked (the
 * address given), whether a login has that address, and when. The call carries no message
 * (spec point 5), so the mail says there is none. Runs in the transaction that stores the
 * ticket; false for a client without a contact address (the ticket is kept all the same).
 * The caller's answer never depends on this: it is the same whether or not a mail was queued.
 */
export function queueAccessRequestMail(
  db: DatabaseSync,
  ticket: StoredTicket,
  options: MailOptions,
): boolean {
  const recipient = clientDeskRecipient(db, ticket.clientCode);
  if (!recipient) return false;
  const { language } = recipient;
  const texts = mailTexts(language);
  const t = texts.accessRequest;
  const brand = mailBrand(db, ticket.clientCode);
  const content: MailContent = {
    subject: t.subject(ticket.email),
    heading: t.heading,
    paragraphs: [t.intro(brand.name)],
    facts: [
      { label: t.address, value: ticket.email },
      { label: t.account, value: ticket.accountKnown ? t.accountKnown : t.accountUnknown },
      { label: t.askedAt, value: formatMoment(texts, ticket.createdAt) },
      { label: t.message, value: t.noMessage },
    ],
  };
  return queueMailFor(
    db,
    {
      kind: 'access_request',
      clientCode: ticket.clientCode,
      recipient,
      dedupeKey: `access_request:${ticket.id}`,
      content,
      brand,
    },
    options.now,
  );
}
