import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertClient } from '../db/clients.ts';
import { IN_MEMORY, openDatabase } from '../db/openDatabase.ts';
import { createLogger } from '../http/createLogger.ts';
import { closedPort, startSmtpSink, type SmtpSink } from '../testing/smtpSink.ts';
import { createMailSender, CLAIM_MS, type MailSenderOptions } from './mailSender.ts';
import { mailBrand } from './mailBrand.ts';
import { queueMail } from './queueMail.ts';
import { renderMail } from './renderMail.ts';
import { FIRST_RETRY_MS, MAX_ATTEMPTS } from './retryDelay.ts';
import { smtpTransport } from './smtpTransport.ts';

const START = Date.parse('2026-11-20T09:00:00Z');
const FROM = 'Lease portal <no-reply@portal.example>';

let clock = START;
const sinks: SmtpSink[] = [];
const databases: DatabaseSync[] = [];
const logLines: string[] = [];

function database(path = IN_MEMORY): DatabaseSync {
  const db = openDatabase(path);
  databases.push(db);
  return db;
}

function withClient(db: DatabaseSync): DatabaseSync {
  insertClient(db, {
    code: 'horizon',
    position: 0,
    styling: { cName: 'Horizon', cPrimaryColor: '#0b5394' },
  });
  return db;
}

/** Queues a mail to `to`, keyed `test:<n>`, as the routes do. */
function queue(db: DatabaseSync, n: number, to = `driver${n}@horizon.example`): void {
  const rendered = renderMail(
    {
      subject: `Mail ${n}`,
      heading: `Heading ${n}`,
      paragraphs: [`Body of mail ${n}.`],
      facts: [{ label: 'Lease price', value: '€ 500,- a month' }],
    },
    mailBrand(db, 'horizon'),
    'en',
  );
  queueMail(
    db,
    {
      kind: 'order_status',
      clientCode: 'horizon',
      recipient: to,
      language: 'en',
      dedupeKey: `test:${n}`,
      ...rendered,
    },
    clock,
  );
}

function sender(db: DatabaseSync, smtpUrl: string | null, extra: Partial<MailSenderOptions> = {}) {
  return createMailSender({
    db,
    logger: createLogger('info', (line) => logLines.push(line)),
    transport: smtpUrl ? smtpTransport(smtpUrl) : null,
    from: FROM,
    now: () => clock,
    random: () => 0,
    ...extra,
  });
}

async function sink(options: Parameters<typeof startSmtpSink>[0] = {}) {
  const started = await startSmtpSink(options);
  sinks.push(started);
  return started;
}

function row(db: DatabaseSync, key: string) {
  return db
    .prepare(
      `SELECT attempts, next_attempt_at, sent_at, failed_at, last_error, claimed_by
         FROM mail_outbox WHERE dedupe_key = ?`,
    )
    .get(key);
}

beforeEach(() => {
  clock = START;
  logLines.length = 0;
});
afterEach(async () => {
  await Promise.all(sinks.splice(0).map((s) => s.close()));
  for (const db of databases.splice(0)) db.close();
});

describe('the mail sender', () => {
  it('delivers a queued mail over SMTP with a text and an HTML part, once', async () => {
    const db = withClient(database());
    const smtp = await sink();
    queue(db, 1);
    const mailer = sender(db, smtp.url);

    expect(await mailer.runOnce()).toEqual({ sent: 1, failed: 0 });
    const [mail] = await smtp.waitFor(1);
    expect(mail?.envelopeTo).toEqual(['driver1@horizon.example']);
    expect(mail?.parsed.subject).toBe('Mail 1');
    expect(mail?.parsed.from?.text).toContain('no-reply@portal.example');
    expect(mail?.parsed.text).toContain('Body of mail 1.');
    expect(mail?.parsed.html).toContain('Body of mail 1.');
    expect(mail?.parsed.messageId).toMatch(/^<[0-9a-f-]{36}@portal\.example>$/);
    expect(row(db, 'test:1')).toMatchObject({
      attempts: 1,
      sent_at: new Date(START).toISOString(),
    });

    expect(await mailer.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    await mailer.stop();
  });

  it('logs which mail went out, never its body or whole address', async () => {
    const db = withClient(database());
    const smtp = await sink();
    queue(db, 1);
    await sender(db, smtp.url).runOnce();
    const logged = logLines.join('\n');
    expect(logged).toContain('"msg":"mail sent"');
    expect(logged).toContain('…@horizon.example');
    expect(logged).not.toContain('driver1@');
    expect(logged).not.toContain('Body of mail');
  });

  it('keeps a mail while the SMTP server is down and delivers it on a later attempt', async () => {
    const db = withClient(database());
    const port = await closedPort();
    queue(db, 1);
    const mailer = sender(db, `smtp://127.0.0.1:${port}`);

    expect(await mailer.runOnce()).toEqual({ sent: 0, failed: 1 });
    const failed = row(db, 'test:1');
    expect(failed).toMatchObject({ attempts: 1, sent_at: null, failed_at: null, claimed_by: null });
    expect(String(failed?.last_error)).toMatch(/ECONNREFUSED|connect/i);
    expect(failed?.next_attempt_at).toBe(new Date(START + FIRST_RETRY_MS).toISOString());
    expect(logLines.join('\n')).toContain('"msg":"mail not sent"');

    // Not due yet: nothing is tried, even with the server back.
    const smtp = await sink({ port });
    clock = START + FIRST_RETRY_MS - 1;
    expect(await mailer.runOnce()).toEqual({ sent: 0, failed: 0 });

    clock = START + FIRST_RETRY_MS;
    expect(await mailer.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(await smtp.waitFor(1)).toHaveLength(1);
    expect(row(db, 'test:1')).toMatchObject({ attempts: 2, last_error: null });
    expect(row(db, 'test:1')?.sent_at).not.toBeNull();
  });

  it('waits longer after each failure and gives up after the last attempt, keeping the row', async () => {
    const db = withClient(database());
    const port = await closedPort();
    queue(db, 1);
    const mailer = sender(db, `smtp://127.0.0.1:${port}`);
    await mailer.runOnce();
    clock += FIRST_RETRY_MS;
    await mailer.runOnce();
    expect(row(db, 'test:1')?.next_attempt_at).toBe(
      new Date(clock + 2 * FIRST_RETRY_MS).toISOString(),
    );

    db.prepare('UPDATE mail_outbox SET attempts = ?, next_attempt_at = ?').run(
      MAX_ATTEMPTS - 1,
      new Date(clock).toISOString(),
    );
    expect(await mailer.runOnce()).toEqual({ sent: 0, failed: 1 });
    expect(row(db, 'test:1')).toMatchObject({
      attempts: MAX_ATTEMPTS,
      failed_at: new Date(clock).toISOString(),
      sent_at: null,
    });
    expect(logLines.join('\n')).toContain('"msg":"mail given up"');
    clock += 24 * 60 * 60 * 1000;
    expect(await mailer.runOnce()).toEqual({ sent: 0, failed: 0 });
  });

  it('marks a mail whose recipient the server refuses as failed at once', async () => {
    const db = withClient(database());
    const smtp = await sink({ refuse: (address) => address.startsWith('gone') });
    queue(db, 1, 'gone@horizon.example');
    queue(db, 2);
    expect(await sender(db, smtp.url).runOnce()).toEqual({ sent: 1, failed: 1 });
    expect(row(db, 'test:1')).toMatchObject({ attempts: 1, sent_at: null });
    expect(row(db, 'test:1')?.failed_at).not.toBeNull();
    expect(String(row(db, 'test:1')?.last_error)).toMatch(/550/);
  });

  it('sends nothing without SMTP: the mails stay in the outbox', async () => {
    const db = withClient(database());
    queue(db, 1);
    expect(await sender(db, null).runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(row(db, 'test:1')).toMatchObject({ attempts: 0, sent_at: null, failed_at: null });
  });

  it('runs in a loop once started, and stops', async () => {
    const db = withClient(database());
    const smtp = await sink();
    const mailer = sender(db, smtp.url, { pollMs: 20 });
    mailer.start();
    queue(db, 1);
    await smtp.waitFor(1);
    await mailer.stop();
    queue(db, 2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(smtp.received).toHaveLength(1);
  });
});

describe('two senders on one database', () => {
  const folder = mkdtempSync(join(tmpdir(), 'lease-mail-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('deliver each mail exactly once when they run at once', async () => {
    const path = join(folder, 'two-senders.db');
    // Two connections to one file: what two server processes have.
    const first = withClient(database(path));
    const second = database(path);
    for (let n = 1; n <= 8; n++) queue(first, n);
    const smtp = await sink();
    const results = await Promise.all([
      sender(first, smtp.url, { claimant: 'one' }).runOnce(),
      sender(second, smtp.url, { claimant: 'two' }).runOnce(),
    ]);
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(8);
    // Each waits on SMTP while the other claims the next row: both really ran at once.
    expect(results.every((r) => r.sent > 0)).toBe(true);
    await smtp.waitFor(8);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const subjects = smtp.received.map((mail) => mail.parsed.subject).sort();
    expect(subjects).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => `Mail ${n}`).sort());
  });

  it('leave a row claimed by a sender that stopped mid-send until the claim expires', async () => {
    const path = join(folder, 'restart.db');
    const db = withClient(database(path));
    queue(db, 1);
    // The sender that crashed: it claimed the row (and may have sent it) but never marked it.
    db.prepare(
      `UPDATE mail_outbox SET claimed_by = 'crashed', claimed_until = ?, attempts = 1`,
    ).run(new Date(START + CLAIM_MS).toISOString());
    const smtp = await sink();
    const restarted = sender(database(path), smtp.url, { claimant: 'restarted' });

    expect(await restarted.runOnce()).toEqual({ sent: 0, failed: 0 });
    clock = START + CLAIM_MS;
    expect(await restarted.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(await restarted.runOnce()).toEqual({ sent: 0, failed: 0 });
    await smtp.waitFor(1);
    expect(smtp.received).toHaveLength(1);
    expect(row(db, 'test:1')).toMatchObject({ attempts: 2, claimed_by: null });
  });
});
