import type { DatabaseSync } from 'node:sqlite';
import { prepared } from '../db/prepared.ts';
import { MAIL_KINDS, type MailKind } from '../mail/queueMail.ts';

export const OUTBOX_STATES = ['waiting', 'sent', 'failed'] as const;
/** Where a mail is: still to deliver (new or retrying), delivered, or given up. */
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** One row of the outbox as the operator's list shows it: no bodies. */
export interface OutboxEntry {
  id: number;
  kind: MailKind;
  clientCode: string;
  recipient: string;
  language: string;
  subject: string;
  createdAt: string;
  attempts: number;
  nextAttemptAt: string;
  sentAt: string | null;
  failedAt: string | null;
  lastError: string | null;
  state: OutboxState;
}

/** One mail with its parts, for the operator's detail page. */
export interface OutboxMail extends OutboxEntry {
  messageId: string;
  textBody: string;
  htmlBody: string;
}

/** The operator's list shows this many rows a page, newest first. */
export const OUTBOX_PAGE_SIZE = 50;

const STATE_OF_ROW = `CASE WHEN sent_at IS NOT NULL THEN 'sent'
  WHEN failed_at IS NOT NULL THEN 'failed' ELSE 'waiting' END`;

const ENTRY_COLUMNS = `id, kind, client_code, recipient, language, subject, created_at, attempts,
  next_attempt_at, sent_at, failed_at, last_error, ${STATE_OF_ROW} AS state`;

function toEntry(row: Record<string, unknown>): OutboxEntry {
  const kind = String(row.kind);
  const state = String(row.state);
  return {
    id: Number(row.id),
    // The table's CHECK holds these to the lists; a row outside them would be a new kind this
    // code does not know yet, shown as the first rather than failing the page.
    kind: (MAIL_KINDS as readonly string[]).includes(kind) ? (kind as MailKind) : MAIL_KINDS[0],
    clientCode: String(row.client_code),
    recipient: String(row.recipient),
    language: String(row.language),
    subject: String(row.subject),
    createdAt: String(row.created_at),
    attempts: Number(row.attempts),
    nextAttemptAt: String(row.next_attempt_at),
    sentAt: row.sent_at == null ? null : String(row.sent_at),
    failedAt: row.failed_at == null ? null : String(row.failed_at),
    lastError: row.last_error == null ? null : String(row.last_error),
    state: (OUTBOX_STATES as readonly string[]).includes(state)
      ? (state as OutboxState)
      : 'waiting',
  };
}

export interface OutboxPage {
  entries: OutboxEntry[];
  /** The id to ask `before` for the next (older) page, when there is one. */
  olderBefore: number | undefined;
}

/**
 * One page of the outbox, newest first: every row, or those in one state; `before` an id pages
 * back from there (ids only grow, so a mail written meanwhile never shifts a page).
 */
export function listOutbox(
  db: DatabaseSync,
  { state, before }: { state?: OutboxState | undefined; before?: number | undefined } = {},
): OutboxPage {
  const rows = prepared(
    db,
    `SELECT ${ENTRY_COLUMNS} FROM mail_outbox
     WHERE (:state IS NULL OR ${STATE_OF_ROW} = :state) AND (:before IS NULL OR id < :before)
     ORDER BY id DESC LIMIT :limit`,
  ).all({ state: state ?? null, before: before ?? null, limit: OUTBOX_PAGE_SIZE + 1 });
  const entries = rows.slice(0, OUTBOX_PAGE_SIZE).map(toEntry);
  return {
    entries,
    olderBefore: rows.length > OUTBOX_PAGE_SIZE ? entries.at(-1)?.id : undefined,
  };
}

/** How many rows each state has, for the list's filter. */
export function countOutbox(db: DatabaseSync): Record<OutboxState, number> {
  const counts: Record<OutboxState, number> = { waiting: 0, sent: 0, failed: 0 };
  const rows = prepared(
    db,
    `SELECT ${STATE_OF_ROW} AS state, COUNT(*) AS count FROM mail_outbox GROUP BY 1`,
  ).all();
  for (const row of rows) {
    const state = String(row.state);
    if ((OUTBOX_STATES as readonly string[]).includes(state)) {
      counts[state as OutboxState] = Number(row.count);
    }
  }
  return counts;
}

/** One mail with its parts, or undefined when there is no row with that id. */
export function findOutboxMail(db: DatabaseSync, id: number): OutboxMail | undefined {
  const row = prepared(
    db,
    `SELECT ${ENTRY_COLUMNS}, message_id, text_body, html_body FROM mail_outbox WHERE id = ?`,
  ).get(id);
  if (!row) return undefined;
  return {
    ...toEntry(row),
    messageId: String(row.message_id),
    textBody: String(row.text_body),
    htmlBody: String(row.html_body),
  };
}
