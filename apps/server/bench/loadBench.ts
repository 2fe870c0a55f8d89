/**
 * `pnpm --filter @lease/server bench:load [drivers] [rounds]`: N drivers at once, each logged in
 * through the API, each going round search (GetAutos), configure (GetDetails), read the basket,
 * add to it and order what was added, driven by autocannon. Loopback only, on a SQLite file
 * (write-ahead log as in production), bounded in count (`rounds` per driver) and time
 * (`LOAD_SECONDS`, default 60). It prints throughput, p50/p99 latency, the answers by status and
 * the invariants after the run, and exits 1 when one fails:
 * - every basket write the server acknowledged (200) is in the basket;
 * - every order the server acknowledged exists, exactly once, under its Idempotency-Key;
 * - no answer was a 5xx.
 * A 409 on a basket write is the basket's version check doing its job (two sessions of one
 * account, or a stale read): counted, not an error; the next round reads the basket again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { checkBaskets, checkOrdersByApi, checkOrdersInDatabase } from './loadChecks.ts';
import { prepareDriver, roundOf, type Driver } from './loadDriver.ts';
import type { LoadServerData } from './loadServer.ts';

const DRIVERS = positive(process.argv[2], 4);
const ROUNDS = positive(process.argv[3], 15);
const SECONDS = positive(process.env.LOAD_SECONDS, 60);

/** The demo drivers whose login chooses their arrangement by itself and who order cars. */
const ACCOUNTS = ['jan@horizon.example', 'eva@polder.example', 'lotte@zonnig.example'];

function positive(text: string | undefined, fallback: number): number {
  const value = Number(text ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`Not a positive number: ${text}`);
  return value;
}

function startServer(databasePath: string): Promise<{ port: number; worker: Worker }> {
  const data: LoadServerData = { databasePath };
  const worker = new Worker(new URL('./loadServer.ts', import.meta.url), { workerData: data });
  return new Promise((resolve, reject) => {
    worker.once('message', (message: { port: number }) => resolve({ port: message.port, worker }));
    worker.once('error', reject);
  });
}

function stopServer(worker: Worker): Promise<void> {
  return new Promise<void>((resolve) => {
    worker.once('message', () => resolve());
    worker.postMessage('stop');
  });
}

/** Stops every driver's run: called when LOAD_SECONDS are up. */
const stopAfter: (() => void)[] = [];

/**
 * One driver's run: one connection going round its calls. A round that cannot go on (no basket
 * read, no item added) starts again, so `amount` bounds the calls, not the rounds.
 */
function runDriver(url: string, driver: Driver): Promise<autocannon.Result> {
  const round = roundOf(driver);
  const instance = autocannon({
    url,
    connections: 1,
    amount: ROUNDS * round.length,
    timeout: 10,
    requests: round,
    skipAggregateResult: true,
  });
  // Without a callback the instance is also the promise of its result.
  stopAfter.push(() => (instance as unknown as autocannon.Instance).stop());
  return instance;
}

/** Documented in autocannon's README, missing from its type definitions. */
const aggregateResult = (
  autocannon as unknown as {
    aggregateResult(
      results: autocannon.Result[],
      options: { url: string; connections: number },
    ): autocannon.Result;
  }
).aggregateResult;

/** Answers by status code, as `statusCodeStats` holds them. */
function statusCounts(result: autocannon.Result): [code: string, count: number][] {
  const stats = (result as unknown as { statusCodeStats?: Record<string, { count: number }> })
    .statusCodeStats;
  return Object.entries(stats ?? {}).map(([code, stat]) => [code, Number(stat.count)]);
}

/** The id of the last order before the run: the run's orders are the ones after it. */
function highestOrderId(databasePath: string): number {
  const db = new DatabaseSync(databasePath, { readOnly: true });
  try {
    return Number(db.prepare('SELECT coalesce(max(id), 0) AS n FROM orders').get()?.n);
  } finally {
    db.close();
  }
}

async function main(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'lease-load-'));
  const databasePath = join(folder, 'lease.db');
  const { port, worker } = await startServer(databasePath);
  const url = `http://127.0.0.1:${port}`;
  try {
    const drivers = await Promise.all(
      Array.from({ length: DRIVERS }, (_, i) =>
        prepareDriver(url, ACCOUNTS[i % ACCOUNTS.length] ?? ''),
      ),
    );
    const before = highestOrderId(databasePath);
    const timer = setTimeout(() => {
      for (const stop of stopAfter) stop();
    }, SECONDS * 1000);
    const results = await Promise.all(drivers.map((driver) => runDriver(url, driver)));
    clearTimeout(timer);
    const total = aggregateResult(results, { url, connections: DRIVERS });
    report(total, drivers);
    const checks = [await checkBaskets(url, drivers), await checkOrdersByApi(url, drivers)];
    await stopServer(worker);
    checks.push(checkOrdersInDatabase(databasePath, drivers, before));
    const fiveHundreds = statusCounts(total)
      .filter(([code]) => code.startsWith('5'))
      .reduce((sum, [, count]) => sum + count, 0);
    checks.push({
      name: 'no 5xx',
      ok: fiveHundreds === 0,
      detail: `${fiveHundreds} answers with 5xx`,
    });
    console.log('invariants after the run:');
    for (const check of checks)
      console.log(`  ${check.ok ? 'ok  ' : 'FAIL'} ${check.name} (${check.detail})`);
    if (checks.some((check) => !check.ok)) process.exitCode = 1;
  } finally {
    await worker.terminate();
    rmSync(folder, { recursive: true, force: true });
  }
}

function report(total: autocannon.Result, drivers: Driver[]): void {
  const statuses = statusCounts(total)
    .map(([code, count]) => `${code} × ${count}`)
    .join(', ');
  const conflicts = drivers.reduce((sum, d) => sum + d.conflicts, 0);
  console.log(
    `bench:load: ${DRIVERS} drivers at once (${[...new Set(drivers.map((d) => d.account))].join(', ')}), up to ${ROUNDS} rounds each of search, configure, basket read, basket write, order; loopback, SQLite file`,
  );
  console.log(
    `  ${total.requests.total} requests in ${total.duration.toFixed(1)} s: ${(total.requests.total / total.duration).toFixed(0)} requests/s`,
  );
  console.log(
    `  latency p50 ${total.latency.p50} ms, p99 ${total.latency.p99} ms, max ${total.latency.max} ms`,
  );
  console.log(
    `  answers: ${statuses}; basket version conflicts (409, retried next round): ${conflicts}`,
  );
  console.log(`  errors (connection, timeout): ${total.errors + total.timeouts}`);
}

await main();
