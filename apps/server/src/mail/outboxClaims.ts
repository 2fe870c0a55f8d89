import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from '../db/inTransaction.ts';
import { prepared } from '../db/prepared.ts';
import type { MailKind } from './queueMail.ts';
import { MAX_ATTEMPTS, retryDelay } from './retryDelay.ts';

/** A mail a sender has claimed: what it needs to send it. */
export interface ClaimedMail {
  id: number;
  kind: MailKind;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  /** The row's UUID: the Message-ID is made from it, the same on every attempt. */
  messageId: string;
  /** Attempts so far, this one included. */
  attempts: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Claims the mail due soonest for `claimant` until `now + claimMs`, or undefined when none is
 * due. One UPDATE in a write transaction (`BEGIN IMMEDIATE`, which waits out another process's
 * write): a row another sender holds is skipped while its claim lasts, so no two senders take
 * the same row; a claim left by a sender that stopped mid-send expires, and the row is taken
 * again. The attempt is counted here, so a mail that kills its sender still reaches the limit.
 */
export function claimDueMail(
  db: DatabaseSync,
  claimant: string,
  now: number,
  claimMs: number,
): ClaimedMail | undefined {
  const at = iso(now);
  const row = inTransaction(db, () =>
    prepared(
      db,
      `UPDATE mail_outbox
          SET claimed_by = ?, claimed_until = ?, attempts = attempts + 1
        WHERE id = (
          SELECT id FROM mail_outbox
           WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= ?
             AND (claimed_until IS NULL OR claimed_until <= ?)
           ORDER BY next_attempt_at, id LIMIT 1)
        RETURNING id, kind, recipient, subject, text_body, html_body, message_id, attempts`,
    ).get(claimant, iso(now + claimMs), at, at),
  );
  if (!row) return undefined;
  return {
    id: Number(row.id),
    kind: row.kind as MailKind,
    recipient: String(row.recipient),
    subject: String(row.subject),
    text: String(row.text_body),
    html: String(row.html_body),
    messageId: String(row.message_id),
    attempts: Number(row.attempts),
  };
}

/** The SMTP server accepted the mail: it is done, whoever held the claim by now. */
export function markMailSent(db: DatabaseSync, id: number, now: number): void {
  prepared(
    db,
    `UPDATE mail_outbox
        SET sent_at = coalesce(sent_at, ?), failed_at = NULL, last_error = NULL,
            claimed_by = NULL, claimed_until = NULL
      WHERE id = ?`,
  ).run(iso(now), id);
}

/** What became of a failed attempt. */
export type FailureOutcome = 'retry' | 'failed' | 'taken over';

/**
 * Records a failed attempt: the error, and the next attempt after a growing delay; or, after
 * {@link MAX_ATTEMPTS} or a refusal that will not change (`permanent`), the mail is marked
 * failed and kept. Only while `claimant` still holds the row: a sender whose claim expired and
 * was taken over leaves the row to the one that took it.
 */
export function recordMailFailure(
  db: DatabaseSync,
  mail: Pick<ClaimedMail, 'id' | 'attempts'>,
  claimant: string,
  failure: { now: number; error: string; permanent: boolean; random: number },
): FailureOutcome {
  const giveUp = failure.permanent || mail.attempts >= MAX_ATTEMPTS;
  const next = failure.now + retryDelay(mail.attempts, failure.random);
  const changed = prepared(
    db,
    `UPDATE mail_outbox
        SET last_error = ?, next_attempt_at = ?, failed_at = ?,
            claimed_by = NULL, claimed_until = NULL
      WHERE id = ? AND claimed_by = ? AND sent_at IS NULL`,
  ).run(
    failure.error.slice(0, 1000),
    iso(next),
    giveUp ? iso(failure.now) : null,
    mail.id,
    claimant,
  );
  if (Number(changed.changes) === 0) return 'taken over';
  return giveUp ? 'failed' : 'retry';
}
