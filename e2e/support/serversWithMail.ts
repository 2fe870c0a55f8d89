import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { promisify } from 'node:util';
import { startSmtpSink, type SmtpSink } from '@lease/server/testing/smtpSink';
import { E2E_PORT } from './servers.ts';

const REPO = resolve(import.meta.dirname, '../..');

/**
 * Beside the run's own pair (E2E_PORT), so its fixed address can be every test's base URL in a
 * file: a second run on another E2E_PORT moves it along.
 */
export const MAIL_PORTAL_PORT = E2E_PORT + 2;
export const MAIL_PORTAL_URL = `http://127.0.0.1:${MAIL_PORTAL_PORT}`;
const MAIL_LEASE_API_PORT = MAIL_PORTAL_PORT + 10_000;

/** The operator's password of these servers (OPERATOR_PASSWORD). */
export const OPERATOR_PASSWORD = 'e2e-operator-password-0123';

export interface ServersWithMail {
  /** The lease API's own address: where the operator's pages are, which the portal never forwards. */
  leaseApiUrl: string;
  /** The SMTP server the lease API sends to, with what arrived. */
  sink: SmtpSink;
  /** Runs the back office's `advance-order` command on these servers' database; its report. */
  advanceOrder(args: readonly string[]): Promise<string>;
  stop(): Promise<void>;
}

/**
 * What `npm start` runs (`scripts/start-servers.ts`), on a database file of its own, sending its
 * mail over SMTP to a real SMTP server this process runs (`smtp-server`), and linking mails to
 * the portal's address as PORTAL_URL would in production.
 */
export async function startServersWithMail(): Promise<ServersWithMail> {
  const sink = await startSmtpSink();
  const databasePath = resolve(REPO, `test-results/mail-${MAIL_PORTAL_PORT}.db`);
  const sessionsPath = resolve(REPO, `test-results/mail-sessions-${MAIL_PORTAL_PORT}.db`);
  const files = [databasePath, sessionsPath].flatMap((path) =>
    ['', '-wal', '-shm', '.secret'].map((suffix) => path + suffix),
  );
  const removeFiles = () => {
    for (const file of files) rmSync(file, { force: true });
  };
  removeFiles();
  const databaseEnv = { DATABASE_PATH: databasePath, PORTAL_URL: MAIL_PORTAL_URL };
  const child = spawn(process.execPath, [resolve(REPO, 'scripts/start-servers.ts')], {
    cwd: REPO,
    env: {
      ...process.env,
      ...databaseEnv,
      PORT: String(MAIL_PORTAL_PORT),
      LEASE_API_PORT: String(MAIL_LEASE_API_PORT),
      SESSION_DB_PATH: sessionsPath,
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'apps/portal/dist',
      LOG_LEVEL: 'silent',
      SMTP_URL: sink.url,
      // A mail leaves within a fifth of a second, so a test reads it as soon as a person would.
      MAIL_POLL_MS: '200',
      OPERATOR_PASSWORD,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    await sink.close();
    removeFiles();
  };

  // Ready once the portal server answers a call it forwards to the lease API.
  const until = Date.now() + 100_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the servers with mail stopped (${child.exitCode}) before they answered`);
    }
    const ready = await fetch(`${MAIL_PORTAL_URL}/api/GetStyling`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > until) {
      await stop();
      throw new Error('the servers with mail did not answer within 100 s');
    }
    await delay(100);
  }

  return {
    leaseApiUrl: `http://127.0.0.1:${MAIL_LEASE_API_PORT}`,
    sink,
    async advanceOrder(args) {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [resolve(REPO, 'apps/server/src/advanceOrder.ts'), ...args],
        { cwd: REPO, env: { ...process.env, ...databaseEnv } },
      );
      return stdout;
    },
    stop,
  };
}
