import type { DatabaseSync } from 'node:sqlite';
import type { ServerType } from '@hono/node-server';
import type { Logger } from './http/createLogger.ts';

/** How long requests in flight get to finish after SIGTERM before their connections are cut. */
export const STOP_GRACE_MS = 10_000;

/**
 * A graceful stop on SIGTERM (what a process manager or container runtime sends) and SIGINT:
 * take no new connections, let the requests in flight finish and answer, let `beforeClose`
 * finish (the mail sender ends its mail in flight), then close the database, so its write-ahead
 * log is checkpointed into the file and removed, and exit 0. A connection still busy after
 * `graceMs` is cut, so a stuck client cannot hold the stop forever.
 */
export function stopOnSignals(
  server: ServerType,
  db: DatabaseSync,
  logger: Logger,
  {
    graceMs = STOP_GRACE_MS,
    beforeClose = async () => {},
  }: { graceMs?: number; beforeClose?: () => Promise<void> } = {},
): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info('stopping', { signal });
    const cut = setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, graceMs);
    cut.unref();
    server.close(() => {
      clearTimeout(cut);
      // Bounded like the requests: a mail server that hangs does not hold the stop.
      const bounded = new Promise<void>((resolve) => setTimeout(resolve, graceMs).unref());
      void Promise.race([beforeClose(), bounded])
        .catch((error: unknown) => {
          logger.error('stopping failed', {
            message: error instanceof Error ? error.message : String(error),
          });
        })
        .finally(() => {
          db.close();
          logger.info('stopped', { signal });
          process.exit(0);
        });
    });
    // Keep-alive connections would otherwise hold the close open: the idle ones are closed now,
    // and a connection whose request is in flight closes as soon as its answer has gone out.
    if ('closeIdleConnections' in server) {
      server.keepAliveTimeout = 1;
      server.closeIdleConnections();
    }
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
