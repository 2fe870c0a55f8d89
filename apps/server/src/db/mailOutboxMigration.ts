import type { Migration } from './migrations.ts';

/**
 * Migration 18: the mail outbox (ADR 0023), and what moving an order by hand needs.
 *
 * `mail_outbox` holds one row per mail, written in the same transaction as the order, status
 * change, quote reminder or access request that causes it, so a mail exists exactly when its
 * cause does. The sender (`mail/mailSender.ts`) delivers the rows later:
 *
 * - `dedupe_key` is unique: the same event (`order_status:<order>:<history row>`,
 *   `quote_expiring:<quote>`, …) never queues a second mail, whoever tries.
 * - `claimed_by`/`claimed_until`: the sender that is delivering the row, until when. A sender
 *   claims a row with one UPDATE, so two senders (or a restarted one) never both take it while
 *   the claim holds; a claim left by a sender that died expires and the row is tried again.
 * - `attempts`, `next_attempt_at`, `last_error`: the retries with growing delays; `failed_at`
 *   once the sender gives up, `sent_at` once the SMTP server accepted it.
 * - `message_id` (a UUID) makes the Message-ID header, the same on every attempt, so a mail
 *   client folds the duplicate a crash between "accepted" and "marked sent" can cause.
 *
 * Times are ISO timestamps (UTC, `toISOString`), which compare as text.
 *
 * Besides: `orders.progress` says who moves an order: the compressed demo schedule, or the back
 * office by hand (`advance-order`), after which the schedule leaves it alone; the history rows
 * of a move by hand keep the expected delivery they set (`order_history.expected_delivery`);
 * and `quotes_valid_until` lets the reminder find the quotes about to expire without a scan.
 */
export const mailOutboxMigration: Migration = {
  version: 18,
  name: 'mail outbox',
  sql: `
    CREATE TABLE mail_outbox (
      id INTEGER PRIMARY KEY,
      kind TEXT NOT NULL
        CHECK (kind IN ('order_received', 'order_status', 'quote_expiring', 'access_request')),
      -- The client whose brand the mail carries (and whose operator may list it).
      client_code TEXT NOT NULL REFERENCES clients (code) ON DELETE CASCADE,
      recipient TEXT NOT NULL CHECK (recipient LIKE '%_@_%'),
      language TEXT NOT NULL CHECK (language IN ('nl', 'en', 'fr', 'de')),
      subject TEXT NOT NULL,
      text_body TEXT NOT NULL,
      html_body TEXT NOT NULL,
      dedupe_key TEXT NOT NULL UNIQUE,
      message_id TEXT NOT NULL UNIQUE,
      created_at TEXT NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
      next_attempt_at TEXT NOT NULL,
      claimed_by TEXT,
      claimed_until TEXT,
      sent_at TEXT,
      failed_at TEXT,
      last_error TEXT
    ) STRICT;
    -- What the sender looks for: rows still to deliver, soonest first.
    CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at)
      WHERE sent_at IS NULL AND failed_at IS NULL;

    ALTER TABLE orders ADD COLUMN progress TEXT NOT NULL DEFAULT 'schedule'
      CHECK (progress IN ('schedule', 'by_hand'));
    ALTER TABLE order_history ADD COLUMN expected_delivery TEXT;

    CREATE INDEX quotes_valid_until ON quotes (valid_until);
  `,
};
