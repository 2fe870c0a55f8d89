import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EnvironmentStyling, RouteRule } from '@lease/api/contract';
import { Hono } from 'hono';
import { createPortalServer } from '../createPortalServer.ts';
import type { Upstream } from '../leaseApiUpstream.ts';
import { IN_MEMORY, openSqliteSessionStore } from '../sqliteSessionStore.ts';

export const TEST_INDEX_HTML = '<!doctype html><title>Lease portal (test build)</title>';
export const TEST_ASSET = { path: '/assets/index-3f2a9c1d.js', body: 'console.log("portal");' };

/** The brands the stand-in lease API knows; the first answers for any other client. */
export const TEST_STYLINGS: readonly EnvironmentStyling[] = [
  { cClient: 'horizon', cName: 'Horizon Mobility', cPrimaryColor: '#0b5394' },
  {
    cClient: 'zonnig',
    cName: 'Zonnig Lease',
    cPrimaryColor: '#e69138',
    cMainLogoURL: '/logos/zonnig.svg',
  },
];

/**
 * A stand-in lease API that answers `GetStyling` as the reference one does (an unknown client
 * gets the default client's styling) and nothing else.
 */
function stylingApi(stylings: readonly EnvironmentStyling[]): Upstream {
  const api = new Hono();
  api.get('/api/GetStyling', (c) => {
    const wanted = c.req.query('cClient');
    return c.json(stylings.find((styling) => styling.cClient === wanted) ?? stylings[0]);
  });
  return async ({ method, pathAndQuery, headers }) =>
    api.fetch(new Request(`http://lease.internal${pathAndQuery}`, { method, headers }));
}

export interface TestPortal {
  /** The built portal the server serves; tests add files to it. */
  staticDir: string;
  /** A request to the portal server, in-process: the body comes as the server encoded it. */
  request(path: string, init?: RequestInit & { https?: boolean }): Promise<Response>;
  close(): void;
}

export interface TestPortalOptions {
  /** Leave out `index.html`, as before the portal is built. */
  withoutPortal?: boolean;
  routeRules?: readonly RouteRule[];
}

/**
 * The portal server over a tiny built portal in a temporary folder, in front of a stand-in
 * lease API that answers the brands' styling.
 */
export function startTestPortal(options: TestPortalOptions = {}): TestPortal {
  const staticDir = mkdtempSync(join(tmpdir(), 'lease-portal-'));
  if (!options.withoutPortal) {
    writeFileSync(join(staticDir, 'index.html'), TEST_INDEX_HTML);
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, TEST_ASSET.path), TEST_ASSET.body);
  }
  const sessions = openSqliteSessionStore(IN_MEMORY);
  const app = createPortalServer({
    upstream: stylingApi(TEST_STYLINGS),
    sessions,
    staticDir,
    ...(options.routeRules ? { routeRules: options.routeRules } : {}),
  });
  return {
    staticDir,
    request: (path, { https, ...init } = {}) =>
      Promise.resolve(app.request(`${https ? 'https' : 'http'}://portal.test${path}`, init)),
    close() {
      sessions.close();
      rmSync(staticDir, { recursive: true, force: true });
    },
  };
}
