import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import { IN_MEMORY } from './sqliteSessionStore.ts';

/** The repository root: relative paths mean the same file whatever the working directory. */
const REPO_ROOT = resolve(import.meta.dirname, '../../..');

export interface PortalServerSettings {
  /** LEASE_API_URL: the lease API's base URL, http or https, with an optional path prefix. */
  leaseApiUrl: string;
  port: number;
  /** SESSION_DB_PATH: absolute path of the session store's SQLite file, or `:memory:`. */
  sessionDbPath: string;
  /** TRUSTED_PROXIES: addresses of reverse proxies in front of this server. */
  trustedProxies: string[];
  /** LOG_LEVEL=silent keeps the server quiet (tests); anything else prints where it listens. */
  quiet: boolean;
}

export class SettingsError extends Error {
  override readonly name = 'SettingsError';
}

function leaseApiUrlOf(value: string | undefined): string {
  const text = value?.trim() ?? '';
  if (!text) {
    throw new SettingsError(
      'LEASE_API_URL is required: the base URL of the lease API, e.g. http://127.0.0.1:3001.',
    );
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new SettingsError(`LEASE_API_URL must be an http or https URL, not "${text}".`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) {
    throw new SettingsError(
      `LEASE_API_URL must be an http or https URL without query or fragment, not "${text}".`,
    );
  }
  return url.href;
}

function portOf(value: string | undefined): number {
  const text = value?.trim() || '3000';
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535) {
    throw new SettingsError(`PORT must be a whole number from 0 to 65535, not "${text}".`);
  }
  return port;
}

function trustedProxiesOf(value: string | undefined): string[] {
  const addresses = (value ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  const wrong = addresses.find((address) => isIP(address) === 0);
  if (wrong !== undefined) {
    throw new SettingsError(
      `TRUSTED_PROXIES must be a comma-separated list of IP addresses; "${wrong}" is not one.`,
    );
  }
  return addresses;
}

/** Reads the portal server's settings from the environment; throws a SettingsError. */
export function readSettings(env: Record<string, string | undefined>): PortalServerSettings {
  const sessionDbPath = env.SESSION_DB_PATH?.trim() || 'apps/portal/data/sessions.db';
  return {
    leaseApiUrl: leaseApiUrlOf(env.LEASE_API_URL),
    port: portOf(env.PORT),
    sessionDbPath:
      sessionDbPath === IN_MEMORY || isAbsolute(sessionDbPath)
        ? sessionDbPath
        : resolve(REPO_ROOT, sessionDbPath),
    trustedProxies: trustedProxiesOf(env.TRUSTED_PROXIES),
    quiet: env.LOG_LEVEL?.trim() === 'silent',
  };
}
