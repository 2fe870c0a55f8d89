/**
 * Entry point of the reference lease API: `node src/main.ts [--reset] [--no-listen]`.
 * Reads the configuration, opens (and when empty seeds) the database, serves API and portal.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { relative } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { resolveTokenSecret, tokenSecretPath } from './auth/resolveTokenSecret.ts';
import { ConfigError, readConfig, type Config } from './config.ts';
import { clientExists, firstClientCode } from './db/clients.ts';
import { IN_MEMORY, openDatabase } from './db/openDatabase.ts';
import { createLogger, type Logger } from './http/createLogger.ts';
import { SERVER_TIMEOUTS } from './http/serverTimeouts.ts';
import { createMailSender, type MailSender } from './mail/mailSender.ts';
import { smtpTransport } from './mail/smtpTransport.ts';
import {
  productionConfigRefusal,
  productionDatabaseRefusal,
  productionStartLine,
} from './productionChecks.ts';
import { demoAccounts } from './seed/demoAccounts.ts';
import { seedDatabase } from './seed/seedDatabase.ts';
import { stopOnSignals } from './stopOnSignals.ts';

function fail(message: string): never {
  process.stderr.write(`@lease/server: ${message}\n`);
  process.exit(1);
}

function readConfigOrExit(): Config {
  try {
    return readConfig(process.env, process.argv.slice(2));
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

/** Deletes the database file, its WAL side files and a generated token secret. */
function deleteDatabase(config: Config): void {
  if (config.databasePath === IN_MEMORY) return;
  for (const suffix of ['', '-wal', '-shm']) rmSync(config.databasePath + suffix, { force: true });
  // A fresh database gets a fresh secret, so tokens issued against the old data stop working.
  if (!config.tokenSecret) rmSync(tokenSecretPath(config.databasePath), { force: true });
}

function shown(path: string): string {
  return path === IN_MEMORY ? path : relative(process.cwd(), path) || '.';
}

/** A listening address as a URL's host: `localhost` for every interface, IPv6 in brackets. */
function hostForUrl(host: string | undefined): string {
  if (!host) return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/** Where the operator's pages are and how to open them, for the demo's banner. */
interface OperatorAccess {
  url: string;
  /** The password when this start generated it; undefined when OPERATOR_PASSWORD set it. */
  generatedPassword: string | undefined;
}

function banner(
  url: string,
  config: Config,
  defaultClient: string,
  operator: OperatorAccess,
): string {
  const rows = demoAccounts.map((a) => [a.client, a.username, a.password, a.description]);
  const header = ['client', 'username', 'password', 'what it shows'];
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    `  ${cells.map((cell, i) => (i < cells.length - 1 ? cell.padEnd(widths[i] ?? 0) : cell)).join('  ')}`;
  return [
    '',
    `Lease portal and reference API: ${url}`,
    `  login page:     ${url}/nl/${defaultClient}/auth/login`,
    `  database:       ${shown(config.databasePath)}`,
    '',
    'Demo logins (apps/server/seed/demo-accounts.json):',
    line(header),
    ...rows.map(line),
    '',
    `Operator pages (mail outbox): ${operator.url}`,
    `  user operator, password ${operator.generatedPassword ?? 'from OPERATOR_PASSWORD'}`,
    '',
  ].join('\n');
}

/** The mail server as logs and pages may name it: never the URL itself, which holds a password. */
function smtpServerOf(config: Config): string | undefined {
  if (!config.smtpUrl) return undefined;
  const { protocol, hostname, port } = new URL(config.smtpUrl);
  return `${protocol}//${hostname}:${port || 'default'}`;
}

/**
 * The operator's password: OPERATOR_PASSWORD, or in the demo one made for this start and shown
 * in the banner. Production without it serves no operator pages.
 */
function operatorPasswordOf(config: Config): { password: string | undefined; generated: boolean } {
  if (config.operatorPassword) return { password: config.operatorPassword, generated: false };
  if (config.production) return { password: undefined, generated: false };
  return { password: randomBytes(18).toString('base64url'), generated: true };
}

/**
 * The outbox's sender (ADR 0023). Without SMTP_URL it still runs, writing the quote reminders,
 * but sends nothing: the demo keeps its mails in the outbox.
 */
function startMailSender(config: Config, db: DatabaseSync, logger: Logger): MailSender {
  const server = smtpServerOf(config);
  if (server) {
    logger.info('mail: sending over SMTP', { server });
  } else {
    // In production that is most likely a setting forgotten: drivers hear nothing.
    if (config.production) logger.warn('mail: no SMTP_URL, mails stay in the outbox');
    else logger.info('mail: no SMTP_URL, mails stay in the outbox');
  }
  const sender = createMailSender({
    db,
    logger,
    transport: config.smtpUrl ? smtpTransport(config.smtpUrl) : null,
    from: config.mailFrom,
    portalUrl: config.portalUrl,
    pollMs: config.mailPollMs,
  });
  sender.start();
  return sender;
}

async function main(): Promise<void> {
  const config = readConfigOrExit();
  const logger = createLogger(config.logLevel);
  const unsafe = productionConfigRefusal(config);
  if (unsafe) fail(unsafe);

  if (config.reset) deleteDatabase(config);
  const db = openDatabase(config.databasePath);
  if (config.production) {
    const refusal = productionDatabaseRefusal(db, shown(config.databasePath));
    if (refusal) {
      db.close();
      fail(refusal);
    }
  } else if (await seedDatabase(db)) {
    logger.info('seeded the demo data', { accounts: demoAccounts.length });
  }

  const defaultClient = config.defaultClient ?? firstClientCode(db);
  if (!defaultClient || !clientExists(db, defaultClient)) {
    db.close();
    fail(
      `DEFAULT_CLIENT "${defaultClient ?? ''}" is not a client in ${shown(config.databasePath)}.`,
    );
  }
  const { secret, source } = resolveTokenSecret(config.tokenSecret, config.databasePath);
  if (source === 'env' && secret.length < 32) {
    logger.warn('TOKEN_SECRET is shorter than 32 characters; use a long random value');
  }

  if (!config.listen) {
    db.close();
    if (config.logLevel !== 'silent') {
      process.stdout.write(`Database ready: ${shown(config.databasePath)}\n`);
    }
    return;
  }

  const operator = operatorPasswordOf(config);
  const app = createApp({
    db,
    tokenSecret: secret,
    defaultClient,
    logger,
    trustedProxies: config.trustedProxies,
    portalUrl: config.portalUrl,
    operatorPassword: operator.password,
    smtpServer: smtpServerOf(config),
  });
  const listenOn = {
    fetch: app.fetch,
    port: config.port,
    serverOptions: SERVER_TIMEOUTS,
    ...(config.host ? { hostname: config.host } : {}),
  };
  const server = serve(listenOn, (info) => {
    if (config.logLevel !== 'silent') {
      const url = config.publicUrl ?? `http://localhost:${info.port}`;
      // This server's own address, not the portal's: the portal server forwards only the API.
      const operatorAccess = {
        url: `http://${hostForUrl(config.host)}:${info.port}/operator/outbox`,
        generatedPassword: operator.generated ? operator.password : undefined,
      };
      process.stdout.write(
        config.production
          ? productionStartLine(url)
          : banner(url, config, defaultClient, operatorAccess),
      );
    }
    logger.info('listening', { port: info.port });
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    fail(
      error.code === 'EADDRINUSE'
        ? `port ${config.port} is in use; stop the other server or set PORT.`
        : error.message,
    );
  });
  const mailSender = startMailSender(config, db, logger);
  stopOnSignals(server, db, logger, { beforeClose: () => mailSender.stop() });
}

await main();
