/**
 * Entry point of the portal server: `node apps/portal/server/main.ts`, settings from the
 * environment (apps/portal/README.md, "The portal server").
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createPortalServer } from './createPortalServer.ts';
import { httpUpstream } from './leaseApiUpstream.ts';
import { readSettings, SettingsError, type PortalServerSettings } from './settings.ts';
import { openSqliteSessionStore } from './sqliteSessionStore.ts';
import { builtRenderer } from './pages/builtRenderer.ts';

/** How often expired sessions are swept out of the store (they are never answered anyway). */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

function fail(message: string): never {
  process.stderr.write(`portal server: ${message}\n`);
  process.exit(1);
}

function settingsOrExit(): PortalServerSettings {
  try {
    return readSettings(process.env);
  } catch (error) {
    if (error instanceof SettingsError) fail(error.message);
    throw error;
  }
}

const settings = settingsOrExit();
const sessions = openSqliteSessionStore(settings.sessionDbPath);
const app = createPortalServer({
  upstream: httpUpstream(settings.leaseApiUrl),
  sessions,
  staticDir: settings.staticDir,
  routeRules: settings.routeRules,
  trustedProxies: settings.trustedProxies,
  ...builtRenderer(),
  onError: (error, c) => {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`portal server: ${c.req.method} ${c.req.path} failed: ${message}\n`);
  },
});

if (!existsSync(join(settings.staticDir, 'index.html'))) {
  // Not fatal: the API works meanwhile, and a build appears without a restart.
  process.stderr.write(
    `portal server: ${settings.staticDir} is not a built portal yet (no index.html); ` +
      'pages answer 503 until `pnpm run build`.\n',
  );
}

await sessions.deleteExpired();
const sweep = setInterval(() => void sessions.deleteExpired(), SWEEP_INTERVAL_MS);
sweep.unref();

const server = serve({ fetch: app.fetch, port: settings.port }, (info) => {
  if (!settings.quiet) {
    process.stdout.write(
      `portal server on http://localhost:${info.port}, lease API at ${settings.leaseApiUrl}\n`,
    );
  }
});
server.on('error', (error: NodeJS.ErrnoException) => {
  fail(
    error.code === 'EADDRINUSE'
      ? `port ${settings.port} is in use; stop the other server or set PORT.`
      : error.message,
  );
});

const shutdown = () => {
  clearInterval(sweep);
  server.close(() => {
    sessions.close();
    process.exit(0);
  });
  if ('closeIdleConnections' in server) server.closeIdleConnections();
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
