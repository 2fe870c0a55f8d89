import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DatabaseSync } from 'node:sqlite';
import { serve } from '@hono/node-server';
import { createApp } from '../app.ts';
import type { LoginThrottlePolicy } from '../auth/loginThrottle.ts';
import { IN_MEMORY } from '../db/openDatabase.ts';
import type { RateLimitPolicy } from '../limits/rateLimit.ts';
import { createLogger, type Logger } from '../http/createLogger.ts';
import { SERVER_TIMEOUTS } from '../http/serverTimeouts.ts';
import { seedTemplate } from './seedTemplate.ts';
import { TEST_PASSWORD_COST } from './testPasswordCost.ts';

export interface TestServer {
  /** Origin of the running server, e.g. `http://localhost:41234`. */
  url: string;
  db: DatabaseSync;
  tokenSecret: string;
  /** The Node server itself, for what only it can tell (its timeouts). */
  node: Server;
  close(): Promise<void>;
}

export interface TestServerOptions {
  logger?: Logger;
  /** Failed-login limits other than the defaults (tests of the throttle use small ones). */
  loginThrottle?: LoginThrottlePolicy;
  /** TRUSTED_PROXIES entries. */
  trustedProxies?: readonly string[];
  /** Other timeouts than the server's own (`SERVER_TIMEOUTS`), to see one pass quickly. */
  serverTimeouts?: Partial<Record<keyof typeof SERVER_TIMEOUTS, number>>;
  /** A smaller daily share of new calculations, so a test reaches it quickly. */
  newCalculationsPerDay?: RateLimitPolicy;
  /** The clock quotes are dated and expire by (`AppDeps.now`), to read a quote days later. */
  now?: () => number;
  /** PORTAL_URL (`AppDeps.portalUrl`): the links in the mails the server writes. */
  portalUrl?: string;
  /** OPERATOR_PASSWORD (`AppDeps.operatorPassword`): serves the operator's pages. */
  operatorPassword?: string;
}

/** The seeded database of this test run, serialised once and copied for every server. */
let template: Promise<Uint8Array> | undefined;

/**
 * A fresh in-memory database with the demo seed (demo passwords at {@link TEST_PASSWORD_COST}).
 * The seed is made once per run (`seedTemplate`); each server gets its own copy, so tests that
 * change data never see another server's changes.
 */
async function seededDatabase(): Promise<DatabaseSync> {
  template ??= seedTemplate();
  const db = new DatabaseSync(IN_MEMORY);
  db.deserialize(await template);
  // Per connection, as openDatabase does.
  db.exec('PRAGMA foreign_keys = ON');
  return db;
}

/**
 * The real server on a free port: seeded in-memory database, silent logs. Tests talk to it with `fetch`, as the portal and curl would.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const db = await seededDatabase();
  const tokenSecret = 'test-secret-that-is-long-enough-for-hs256';
  const app = createApp({
    db,
    tokenSecret,
    defaultClient: 'horizon',
    logger: options.logger ?? createLogger('silent'),
    passwordCost: TEST_PASSWORD_COST,
    checkAnswers: true,
    ...(options.loginThrottle ? { loginThrottle: options.loginThrottle } : {}),
    ...(options.trustedProxies ? { trustedProxies: options.trustedProxies } : {}),
    ...(options.newCalculationsPerDay
      ? { newCalculationsPerDay: options.newCalculationsPerDay }
      : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.portalUrl ? { portalUrl: options.portalUrl } : {}),
    ...(options.operatorPassword ? { operatorPassword: options.operatorPassword } : {}),
  });

  const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>(
    (resolve) => {
      const server = serve(
        {
          fetch: app.fetch,
          port: 0,
          hostname: '127.0.0.1',
          serverOptions: { ...SERVER_TIMEOUTS, ...options.serverTimeouts },
        },
        (info: AddressInfo) => resolve({ server, port: info.port }),
      );
    },
  );

  return {
    url: `http://127.0.0.1:${port}`,
    db,
    tokenSecret,
    node: server as Server,
    close: () =>
      new Promise<void>((resolve, reject) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close((error) => {
          db.close();
          if (error) reject(error);
          else resolve();
        });
      }),
  };
}
