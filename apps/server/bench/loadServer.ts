/**
 * The worker thread of `bench:load`: the real server, as main.ts builds it, on a SQLite file
 * (write-ahead log and all, as in production), listening on loopback only. It tells the bench
 * its port, and on `'stop'` closes the server and the database and says `'stopped'`.
 */
import type { AddressInfo } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { serve } from '@hono/node-server';
import { createApp } from '../src/app.ts';
import { openDatabase } from '../src/db/openDatabase.ts';
import { createLogger } from '../src/http/createLogger.ts';
import { seedDatabase } from '../src/seed/seedDatabase.ts';

export interface LoadServerData {
  databasePath: string;
}

if (parentPort) {
  const port_ = parentPort;
  const { databasePath } = workerData as LoadServerData;
  const db = openDatabase(databasePath);
  await seedDatabase(db);
  const app = createApp({
    db,
    tokenSecret: 'load-bench-secret-that-is-long-enough-for-hs256',
    defaultClient: 'horizon',
    // Logged as in production, written nowhere: the bench counts the work, not a terminal.
    logger: createLogger('info', () => {}),
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
    port_.postMessage({ port: info.port }),
  );
  port_.on('message', (message: unknown) => {
    if (message !== 'stop') return;
    if ('closeAllConnections' in server) server.closeAllConnections();
    server.close(() => {
      db.close();
      port_.postMessage('stopped');
    });
  });
}
