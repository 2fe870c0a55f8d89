import { createTransport } from 'nodemailer';

/** One mail as the transport sends it. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The Message-ID header, `<…@…>`: the same on every attempt of one outbox row. */
  messageId: string;
}

/** Why an attempt failed: what to record, and whether trying again could help. */
export class MailSendError extends Error {
  override readonly name = 'MailSendError';
  /** The server refused this mail or this recipient for good (a 5xx answer to it). */
  readonly permanent: boolean;
  /** nodemailer's error code (ECONNECTION, EENVELOPE, …): what the log may say. */
  readonly code: string | undefined;
  readonly responseCode: number | undefined;

  constructor(
    message: string,
    details: { permanent: boolean; code?: string | undefined; responseCode?: number | undefined },
  ) {
    super(message);
    this.permanent = details.permanent;
    this.code = details.code;
    this.responseCode = details.responseCode;
  }
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Timeouts well under the sender's claim on a row (`CLAIM_MS`), so an attempt always ends,
 * failed or not, before another sender may take the row.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

interface SmtpFailure {
  message?: unknown;
  code?: unknown;
  command?: unknown;
  responseCode?: unknown;
  permanent?: unknown;
}

/**
 * A refusal of this mail that another attempt would meet again: a 5xx answer to its recipient
 * or its content, or a recipient nodemailer cannot even put in the envelope. A refused login,
 * a refused sender or a server that is away are the configuration's or the moment's, and are
 * retried: the mail itself is fine.
 */
function isPermanent(failure: SmtpFailure): boolean {
  if (failure.code === 'EENVELOPE' && failure.command === 'API') return true;
  return (
    failure.permanent === true && (failure.command === 'RCPT TO' || failure.command === 'DATA')
  );
}

function asSendError(error: unknown): MailSendError {
  const failure: SmtpFailure = typeof error === 'object' && error !== null ? error : {};
  return new MailSendError(typeof failure.message === 'string' ? failure.message : String(error), {
    permanent: isPermanent(failure),
    code: typeof failure.code === 'string' ? failure.code : undefined,
    responseCode: typeof failure.responseCode === 'number' ? failure.responseCode : undefined,
  });
}

/**
 * SMTP through nodemailer, configured by one URL (`SMTP_URL`: `smtp://user:pass@host:587`, or
 * `smtps://` for TLS from the start); nodemailer upgrades a plain connection with STARTTLS when
 * the server offers it. One connection per mail: the sender sends one row at a time, a few a
 * minute, so a pool would only hold connections open.
 */
export function smtpTransport(url: string): MailTransport {
  const transporter = createTransport({ url, ...TIMEOUTS });
  return {
    async send(mail) {
      try {
        await transporter.sendMail({
          from: mail.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: mail.messageId,
        });
      } catch (error) {
        throw asSendError(error);
      }
    },
    close: () => transporter.close(),
  };
}
