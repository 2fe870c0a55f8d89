import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { InterfaceLanguage } from '@lease/api/contract';
import { prepared } from '../db/prepared.ts';
import { mailBrand, type MailBrand } from './mailBrand.ts';
import type { Recipient } from './recipients.ts';
import { renderMail, type MailContent, type RenderedMail } from './renderMail.ts';

export const MAIL_KINDS = [
  'order_received',
  'order_status',
  'quote_expiring',
  'access_request',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** A mail to store in the outbox. */
export interface QueuedMail extends RenderedMail {
  kind: MailKind;
  clientCode: string;
  recipient: string;
  language: InterfaceLanguage;
  /** One event, one mail: a second mail with the same key is not stored (see the migration). */
  dedupeKey: string;
}

/**
 * Stores a mail in the outbox, due at once, and answers whether it was new (false: a mail for
 * this event is there already). It opens no transaction: callers write it inside the one that
 * stores its cause, so the mail exists exactly when the order or status change does.
 */
export function queueMail(db: DatabaseSync, mail: QueuedMail, now: number): boolean {
  const at = new Date(now).toISOString();
  const row = prepared(
    db,
    `INSERT INTO mail_outbox (kind, client_code, recipient, language, subject, text_body,
       html_body, dedupe_key, message_id, created_at, next_attempt_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (dedupe_key) DO NOTHING
     RETURNING id`,
  ).get(
    mail.kind,
    mail.clientCode,
    mail.recipient,
    mail.language,
    mail.subject,
    mail.text,
    mail.html,
    mail.dedupeKey,
    randomUUID(),
    at,
    at,
  );
  return row !== undefined;
}

/** A mail to write for a recipient: what it says, before it is rendered. */
export interface MailFor {
  kind: MailKind;
  clientCode: string;
  recipient: Recipient;
  dedupeKey: string;
  content: MailContent;
  /** The client's brand, when the caller has read it already (its name is in the text). */
  brand?: MailBrand;
}

/**
 * Renders a mail in the client's brand and the recipient's language and stores it in the outbox
 * ({@link queueMail}): what every kind of mail does once it knows what it says.
 */
export function queueMailFor(db: DatabaseSync, mail: MailFor, now: number): boolean {
  const { language } = mail.recipient;
  const brand = mail.brand ?? mailBrand(db, mail.clientCode);
  return queueMail(
    db,
    {
      kind: mail.kind,
      clientCode: mail.clientCode,
      recipient: mail.recipient.address,
      language,
      dedupeKey: mail.dedupeKey,
      ...renderMail(mail.content, brand, language),
    },
    now,
  );
}
