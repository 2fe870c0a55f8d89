import { isAbsolute, resolve } from 'node:path';
import { clientCodeSchema } from './clientCodeSchema.ts';
import { IN_MEMORY } from './db/openDatabase.ts';
import { isProxyEntry } from './http/clientAddress.ts';
import { isLogLevel, type LogLevel } from './http/createLogger.ts';

/** The repository root, found from this file so paths do not depend on the working directory. */
export const REPO_ROOT = resolve(import.meta.dirname, '../../..');

export interface Config {
  port: number;
  /** Absolute path of the SQLite file, or `:memory:`. */
  databasePath: string;
  /** TOKEN_SECRET when set; otherwise resolved beside the database at start. */
  tokenSecret: string | undefined;
  /** DEFAULT_CLIENT when set; otherwise the first client in the database. */
  defaultClient: string | undefined;
  logLevel: LogLevel;
  /** `--reset`: delete the database (and a generated token secret) and build it afresh. */
  reset: boolean;
  /** `--no-listen`: prepare the database, then exit without serving. */
  listen: boolean;
  /** HOST: the address to listen on; every interface when unset. */
  host: string | undefined;
  /** PUBLIC_URL: the address the banner names, when a portal server in front is what people open. */
  publicUrl: string | undefined;
  /** TRUSTED_PROXIES: peers whose `X-Forwarded-For` names the caller (addresses or ranges). */
  trustedProxies: string[];
  /** NODE_ENV=production: no demo data, a strong TOKEN_SECRET required (`productionChecks.ts`). */
  production: boolean;
  /** SMTP_URL: the mail server (`smtp://user:pass@host:587`); without it mails stay in the outbox. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the sender of every mail. */
  mailFrom: string;
  /** PORTAL_URL: where the portal's pages are, for the links in mails; without it, no links. */
  portalUrl: string | undefined;
  /** MAIL_POLL_MS: how often the sender looks for due mails (10 s unless set). */
  mailPollMs: number;
  /**
   * OPERATOR_PASSWORD: opens the operator's pages (`/operator/…`) to the user `operator`. When
   * unset, the demo start generates one and prints it; production serves no operator pages.
   */
  operatorPassword: string | undefined;
}

/** The sender's round every 10 s: a mail leaves within seconds without a busy database. */
export const DEFAULT_MAIL_POLL_MS = 10_000;

/**
 * The operator's pages show every driver's mail: a password short enough to guess over the
 * network would open them all. 16 characters of a password manager are far beyond that.
 */
export const MIN_OPERATOR_PASSWORD_LENGTH = 16;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const FLAGS = ['--reset', '--no-listen'];

/**
 * Relative paths resolve against the repository root, not the working directory: `pnpm --filter`
 * runs scripts from `apps/server`, and the same setting should mean the same file either way.
 */
function repoPath(value: string): string {
  return isAbsolute(value) ? value : resolve(REPO_ROOT, value);
}

/** Reads the configuration from the environment and the command line; throws a ConfigError. */
export function readConfig(
  env: Record<string, string | undefined>,
  argv: readonly string[],
): Config {
  const unknownFlag = argv.find((arg) => !FLAGS.includes(arg));
  if (unknownFlag) {
    throw new ConfigError(`Unknown argument "${unknownFlag}". Known: ${FLAGS.join(', ')}.`);
  }

  const portText = env.PORT?.trim() || '3000';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, not "${portText}".`);
  }

  const defaultClient = env.DEFAULT_CLIENT?.trim() || undefined;
  if (defaultClient !== undefined && !clientCodeSchema.safeParse(defaultClient).success) {
    throw new ConfigError(
      `DEFAULT_CLIENT must be 1 to 64 lower-case letters, digits or hyphens, not "${defaultClient}".`,
    );
  }

  const logLevel = env.LOG_LEVEL?.trim() || 'info';
  if (!isLogLevel(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be silent, error, warn or info, not "${logLevel}".`);
  }

  const publicUrl = env.PUBLIC_URL?.trim() || undefined;
  if (publicUrl !== undefined && !/^https?:\/\/[^\s/]+$/.test(publicUrl)) {
    throw new ConfigError(`PUBLIC_URL must be an http or https origin, not "${publicUrl}".`);
  }

  const trustedProxies = (env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const badProxy = trustedProxies.find((entry) => !isProxyEntry(entry));
  if (badProxy !== undefined) {
    throw new ConfigError(
      `TRUSTED_PROXIES must be addresses or ranges (10.0.0.0/8), separated by commas, not "${badProxy}".`,
    );
  }

  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl !== undefined && !isSmtpUrl(smtpUrl)) {
    // Not the value itself: it may hold the mail server's password.
    throw new ConfigError(
      'SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@host:587.',
    );
  }

  const portalUrl = env.PORTAL_URL?.trim().replace(/\/+$/, '') || undefined;
  if (portalUrl !== undefined && !/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/.test(portalUrl)) {
    throw new ConfigError(
      `PORTAL_URL must be an http or https address without query or fragment, not "${portalUrl}".`,
    );
  }

  const mailFrom = env.MAIL_FROM?.trim() || defaultMailFrom(portalUrl);
  if (!/^[^\r\n]*[^\s@<>]+@[^\s@<>]+>?$/.test(mailFrom)) {
    throw new ConfigError(
      `MAIL_FROM must be an address, or a name with one (Lease <no-reply@example.com>), not "${mailFrom}".`,
    );
  }

  const pollText = env.MAIL_POLL_MS?.trim() || String(DEFAULT_MAIL_POLL_MS);
  const mailPollMs = Number(pollText);
  if (!/^\d+$/.test(pollText) || mailPollMs < 100 || mailPollMs > 3_600_000) {
    throw new ConfigError(
      `MAIL_POLL_MS must be a whole number of milliseconds from 100 to 3600000, not "${pollText}".`,
    );
  }

  const operatorPassword = env.OPERATOR_PASSWORD || undefined;
  if (operatorPassword !== undefined && operatorPassword.length < MIN_OPERATOR_PASSWORD_LENGTH) {
    // Not the value: it is a password.
    throw new ConfigError(
      `OPERATOR_PASSWORD must be at least ${MIN_OPERATOR_PASSWORD_LENGTH} characters.`,
    );
  }

  const databasePath = env.DATABASE_PATH?.trim() || 'apps/server/data/lease.db';
  return {
    port,
    databasePath: databasePath === IN_MEMORY ? IN_MEMORY : repoPath(databasePath),
    tokenSecret: env.TOKEN_SECRET || undefined,
    defaultClient,
    logLevel,
    reset: argv.includes('--reset'),
    listen: !argv.includes('--no-listen'),
    host: env.HOST?.trim() || undefined,
    publicUrl,
    trustedProxies,
    production: env.NODE_ENV?.trim() === 'production',
    smtpUrl,
    mailFrom,
    portalUrl,
    mailPollMs,
    operatorPassword,
  };
}

function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** No-reply at the portal's own domain where it is known: what a driver expects mail from. */
function defaultMailFrom(portalUrl: string | undefined): string {
  const host = portalUrl ? new URL(portalUrl).hostname : 'localhost';
  return `Lease portal <no-reply@${host}>`;
}
