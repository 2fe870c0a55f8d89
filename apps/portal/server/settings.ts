import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import { routeRulesSchema, type RouteRule } from '@lease/api/contract';
import { IN_MEMORY } from './sqliteSessionStore.ts';

/** The repository root: relative paths mean the same file whatever the working directory. */
const REPO_ROOT = resolve(import.meta.dirname, '../../..');

export interface PortalServerSettings {
  /** LEASE_API_URL: the lease API's base URL, http or https, with an optional path prefix. */
  leaseApiUrl: string;
  port: number;
  /** SESSION_DB_PATH: absolute path of the session store's SQLite file, or `:memory:`. */
  sessionDbPath: string;
  /** STATIC_DIR: absolute path of the built portal (`pnpm build`'s `apps/portal/dist`). */
  staticDir: string;
  /** ROUTE_RULES_FILE: the page redirects of that JSON file (`routeRulesSchema`); none without. */
  routeRules: RouteRule[];
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

/**
 * The page redirects of ROUTE_RULES_FILE (spec point 2: "server-side route rules may supply a
 * redirect"), checked at start so a bad file stops the server with a clear message instead of
 * sending visitors somewhere unintended. No file, no rules.
 */
export function readRouteRules(path: string | undefined): RouteRule[] {
  if (!path) return [];
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new SettingsError(`ROUTE_RULES_FILE ${path} is not readable JSON: ${String(error)}`);
  }
  const rules = routeRulesSchema.safeParse(json);
  if (!rules.success) {
    const [issue] = rules.error.issues;
    throw new SettingsError(
      `ROUTE_RULES_FILE ${path}: rule ${issue?.path.join('.') ?? '?'} is invalid: ${issue?.message ?? ''}`,
    );
  }
  return rules.data;
}

/** Relative paths mean the repository root, whichever folder the server is started from. */
function repoPath(path: string): string {
  return isAbsolute(path) ? path : resolve(REPO_ROOT, path);
}

/** Reads the portal server's settings from the environment; throws a SettingsError. */
export function readSettings(env: Record<string, string | undefined>): PortalServerSettings {
  const sessionDbPath = env.SESSION_DB_PATH?.trim() || 'apps/portal/data/sessions.db';
  const routeRulesFile = env.ROUTE_RULES_FILE?.trim();
  return {
    leaseApiUrl: leaseApiUrlOf(env.LEASE_API_URL),
    port: portOf(env.PORT),
    sessionDbPath: sessionDbPath === IN_MEMORY ? sessionDbPath : repoPath(sessionDbPath),
    staticDir: repoPath(env.STATIC_DIR?.trim() || 'apps/portal/dist'),
    routeRules: readRouteRules(routeRulesFile ? repoPath(routeRulesFile) : undefined),
    trustedProxies: trustedProxiesOf(env.TRUSTED_PROXIES),
    quiet: env.LOG_LEVEL?.trim() === 'silent',
  };
}
