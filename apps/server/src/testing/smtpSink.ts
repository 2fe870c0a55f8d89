import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail the sink accepted: as parsed, with the envelope it came in. */
export interface ReceivedMail {
  parsed: ParsedMail;
  envelopeTo: string[];
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`, as SMTP_URL. */
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Resolves once `count` mails arrived (fails after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** A port nothing listens on (just now): an SMTP_URL whose server is down. */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * A real SMTP server (`smtp-server`) on loopback that keeps what it is sent, parsed with
 * `mailparser`, so a test reads the mail as a mail client would. No TLS (STARTTLS is not
 * offered) and no login. `refuse` answers 550 to the recipients it matches.
 */
export async function startSmtpSink(
  options: { port?: number; refuse?: (address: string) => boolean } = {},
): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address)) {
        callback(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }));
      } else {
        callback();
      }
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          received.push({ parsed, envelopeTo: session.envelope.rcptTo.map((r) => r.address) });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    async waitFor(count, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) {
          throw new Error(`The sink received ${received.length} mails, not ${count}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
