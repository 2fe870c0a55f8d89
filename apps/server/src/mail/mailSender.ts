import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { DatabaseSync } from 'node:sqlite';
import type { Logger } from '../http/createLogger.ts';
import { claimDueMail, markMailSent, recordMailFailure, type ClaimedMail } from './outboxClaims.ts';
import { queueExpiringQuoteMails } from './quoteExpiringMails.ts';
import { MailSendError, type MailTransport } from './smtpTransport.ts';

/** How often the loop looks for due mails and quotes about to expire. */
export const POLL_MS = 10_000;
/**
 * How long a sender holds a row it claimed: far longer than one attempt can take (the
 * transport's timeouts), so the row is never taken while its sender is still at it.
 */
export const CLAIM_MS = 5 * 60 * 1000;
/** Mails one round sends at most, so a stop never waits for a long queue. */
const MAILS_PER_ROUND = 50;

export interface MailSenderOptions {
  db: DatabaseSync;
  logger: Logger;
  /** SMTP (`SMTP_URL`); null without it: the mails stay in the outbox, nothing is sent. */
  transport: MailTransport | null;
  /** MAIL_FROM. */
  from: string;
  /** PORTAL_URL, for the links of the quote reminders the loop writes. */
  portalUrl?: string | undefined;
  /** The clock (`AppDeps.now`); tests move it to make a retry due. */
  now?: () => number;
  /** The jitter of the retry delays, in [0, 1). */
  random?: () => number;
  /** This sender's name in the claims it makes; unique per process run unless given. */
  claimant?: string;
  pollMs?: number;
}

export interface MailSender {
  /** One round: queue the quote reminders that are due, then send every due mail. */
  runOnce(): Promise<{ sent: number; failed: number }>;
  /** Runs a round now and then every `pollMs` until stopped. */
  start(): void;
  /** Ends the loop after the mail in flight (if any) and closes the transport. */
  stop(): Promise<void>;
}

/** The domain of the From address, for Message-IDs: `Lease <no-reply@example.com>` → example.com. */
function domainOf(from: string): string {
  return /@([^\s<>@]+?)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

/** A recipient as the log may show it: its domain only (`…@horizon.example`). */
function loggedRecipient(address: string): string {
  return `…${address.slice(address.lastIndexOf('@'))}`;
}

/**
 * The outbox's sender (ADR 0023). Each round claims one due row at a time, sends it and marks it
 * sent; a failure is recorded and the row comes back after a growing delay. Rows are claimed in
 * the database, so any number of senders (processes) can run against one file and still take
 * each row once while a claim holds. Logs say which row and what happened, never a body or a
 * whole address.
 */
export function createMailSender(options: MailSenderOptions): MailSender {
  const { db, logger, transport } = options;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const claimant = options.claimant ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const pollMs = options.pollMs ?? POLL_MS;
  const messageDomain = domainOf(options.from);
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<unknown> = Promise.resolve();

  async function deliver(mail: ClaimedMail, sender: MailTransport): Promise<boolean> {
    const fields = { mail: mail.id, kind: mail.kind, attempt: mail.attempts };
    try {
      await sender.send({
        from: options.from,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<${mail.messageId}@${messageDomain}>`,
      });
    } catch (error) {
      const failure =
        error instanceof MailSendError
          ? error
          : new MailSendError(String(error), { permanent: false });
      const outcome = recordMailFailure(db, mail, claimant, {
        now: now(),
        error: failure.message,
        permanent: failure.permanent,
        random: random(),
      });
      const logged = { ...fields, outcome, code: failure.code, responseCode: failure.responseCode };
      if (outcome === 'failed') logger.error('mail given up', logged);
      else logger.warn('mail not sent', logged);
      return false;
    }
    markMailSent(db, mail.id, now());
    logger.info('mail sent', { ...fields, to: loggedRecipient(mail.recipient) });
    return true;
  }

  async function runOnce() {
    const at = now();
    const reminders = queueExpiringQuoteMails(db, { portalUrl: options.portalUrl, now: at });
    if (reminders > 0) logger.info('quote reminders queued', { count: reminders });
    let sent = 0;
    let failed = 0;
    if (!transport) return { sent, failed };
    for (let n = 0; n < MAILS_PER_ROUND && !stopping; n++) {
      const mail = claimDueMail(db, claimant, now(), CLAIM_MS);
      if (!mail) break;
      if (await deliver(mail, transport)) sent++;
      else failed++;
    }
    return { sent, failed };
  }

  function schedule(delay: number) {
    timer = setTimeout(() => {
      round = runOnce()
        .catch((error: unknown) => {
          logger.error('mail round failed', {
            error: error instanceof Error ? error.name : 'unknown',
            message: error instanceof Error ? error.message : String(error),
          });
        })
        .finally(() => {
          if (!stopping) schedule(pollMs);
        });
    }, delay);
    // The loop alone never keeps the process alive: the HTTP server (or a test) decides that.
    timer.unref();
  }

  return {
    runOnce,
    start: () => schedule(0),
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await round;
      transport?.close();
    },
  };
}
