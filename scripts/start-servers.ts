/**
 * `npm start` and the end-to-end run: the reference lease API on a loopback port of its own and
 * the portal server on PORT in front of it, which is the one address people open. Ctrl-C (or
 * either server stopping) stops both.
 *
 * Settings: PORT (default 3000), LEASE_API_PORT (default: a free port), what the portal server
 * reads (SESSION_DB_PATH, STATIC_DIR, ROUTE_RULES_FILE; apps/portal/README.md) and what the lease
 * API reads (DATABASE_PATH, LOG_LEVEL, …; apps/server/README.md).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

const LOOPBACK = '127.0.0.1';

/** A port nothing listens on now; the lease API takes it a moment later. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, LOOPBACK, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const port = process.env.PORT?.trim() || '3000';
const leaseApiPort = process.env.LEASE_API_PORT?.trim() || String(await freePort());

/** Whether something accepts connections on the port. */
function listening(portNumber: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(portNumber, LOOPBACK);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const children: ChildProcess[] = [];

function start(script: string, env: Record<string, string>): void {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  child.once('exit', (code) => stopAll(code ?? 1));
  children.push(child);
}

let stopping = false;
function stopAll(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  let running = children.filter((child) => child.exitCode === null).length;
  if (running === 0) process.exit(code);
  for (const child of children) {
    child.once('exit', () => {
      running -= 1;
      if (running === 0) process.exit(code);
    });
  }
}

process.once('SIGINT', () => stopAll(0));
process.once('SIGTERM', () => stopAll(0));

start('apps/server/src/main.ts', {
  PORT: leaseApiPort,
  HOST: LOOPBACK,
  PUBLIC_URL: `http://localhost:${port}`,
  // The portal server tells the lease API each browser's address (its per-person limits).
  TRUSTED_PROXIES: '127.0.0.1,::1',
});
// The portal server starts once the lease API listens, so its first answers are not 502s.
while (!stopping && !(await listening(Number(leaseApiPort)))) await delay(100);
if (!stopping) {
  // Quiet: the lease API's banner is the one thing printed, with the portal server's address.
  start('apps/portal/server/main.ts', {
    PORT: port,
    LEASE_API_URL: `http://${LOOPBACK}:${leaseApiPort}`,
    LOG_LEVEL: 'silent',
  });
}
