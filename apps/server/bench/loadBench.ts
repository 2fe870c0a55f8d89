/**
 * `pnpm --filter @lease/server bench:load [drivers] [cycles]`: N drivers at once, each logged in
 * through the API, each going round search (GetAutos), configure (GetDetails), read the basket,
 * add to it and order what was added, driven by autocannon. Loopback only, on a SQLite file
 * (write-ahead log as in production), bounded in count (`cycles` rounds per driver) and time
 * (`LOAD_SECONDS`, default 60). It prints throughput, p50/p99 latency, the answers by status and
 * the invariants after the run, and exits 1 when one fails:
 * - every basket write the server acknowledged (200) is in the basket;
 * - every order the server acknowledged exists, exactly once, under its Idempotency-Key;
 * - no answer was a 5xx.
 * A 409 on a basket write is the basket's version check doing its job (two sessions of one
 * account, or a stale read): counted, not an error; the next round reads the basket again.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import {
  DEFAULT_CAR_FILTER,
  orderResultSchema,
  orderSchema,
  serializeCarFilter,
  shoppingCartSchema,
  termsSchema,
  type BasketItem,
  type OrderRequest,
  type ShoppingCart,
} from '@lease/api/contract';
import { callApi, sessionOf } from '../src/testing/demoSession.ts';
import { cheapestCars, orderFormFor } from '../src/testing/orderForm.ts';
import type { LoadServerData } from './loadServer.ts';

const DRIVERS = positive(process.argv[2], 4);
const CYCLES = positive(process.argv[3], 15);
const SECONDS = positive(process.env.LOAD_SECONDS, 60);
/** The calls of one round; a round that cannot go on (no basket, no item) starts again. */
const CALLS_PER_CYCLE = 5;

/** The demo drivers whose login chooses their arrangement by itself and who order cars. */
const ACCOUNTS = ['jan@horizon.example', 'eva@polder.example', 'lotte@zonnig.example'];

function positive(text: string | undefined, fallback: number): number {
  const value = Number(text ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`Not a positive number: ${text}`);
  return value;
}

/** One car a driver configures and orders, with what its order form needs. */
interface CarPlan {
  typeId: number;
  modelId: number;
  term: number;
  km: number;
  order: Omit<OrderRequest, 'BasketItemId'>;
}

interface Driver {
  account: string;
  token: string;
  cars: CarPlan[];
  category: number;
  /** Basket item ids whose write the server acknowledged. */
  acknowledgedItems: Set<string>;
  /** Idempotency-Key → order id, for the orders the server acknowledged. */
  acknowledgedOrders: Map<string, number>;
  /** Every key this driver sent, answered or not. */
  sentKeys: Set<string>;
  conflicts: number;
  round: number;
}

/** Per round: what the driver read and added, for the next call of the round. */
interface RoundContext {
  basket?: ShoppingCart;
  car?: CarPlan;
  itemId?: string;
  /** The Idempotency-Key of the round's order. */
  key?: string;
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

/** Logs a driver in through the API and prepares three cheap cars to configure and order. */
async function prepareDriver(url: string, account: string): Promise<Driver> {
  const token = await sessionOf(url, account);
  const types = await cheapestCars(url, token, 3);
  const cars = await Promise.all(
    types.map(async (type): Promise<CarPlan> => {
      const terms = termsSchema.parse(
        (
          await callApi(url, '/api/GetLooptijdKilometrages', {
            token,
            body: { cSoort: 'OMR', ID: type.nTypeIDHist },
          })
        ).body,
      );
      const term = terms.nStandaardLooptijd ?? terms.Looptijden[0] ?? 48;
      const km = terms.nStandaardKilometrage ?? terms.Kilometrages[0] ?? 20_000;
      const order = await orderFormFor(url, token, type, { nLooptijd: term, nKilometrage: km });
      return { typeId: type.nTypeIDHist, modelId: type.nModelID, term, km, order };
    }),
  );
  if (cars.length === 0) throw new Error(`${account}: no car to order`);
  return {
    account,
    token,
    cars,
    category: cars[0]?.order.nCategorieID ?? 0,
    acknowledgedItems: new Set(),
    acknowledgedOrders: new Map(),
    sentKeys: new Set(),
    conflicts: 0,
    round: 0,
  };
}

function itemOf(car: CarPlan): BasketItem {
  return {
    SelectedItem: {
      nModelID: car.modelId,
      nTypeIDHist: car.typeId,
      nLooptijd: car.term,
      nKilometrage: car.km,
    },
    Opties: [],
    EigenOpties: [],
  };
}

/** The five calls of a round, for autocannon: each reads what the call before it answered. */
function roundOf(driver: Driver): autocannon.Request[] {
  const json = { 'content-type': 'application/json', authorization: `Bearer ${driver.token}` };
  const context = (value: unknown) => value as RoundContext;
  return [
    {
      method: 'POST',
      path: '/api/GetAutos',
      headers: json,
      setupRequest: (request, ctx) => {
        driver.round += 1;
        // A different lease-price ceiling each round: searches the answer cache has not seen.
        const filter = { ...DEFAULT_CAR_FILTER, nAantalPerPagina: 12 };
        const body = serializeCarFilter({ ...filter, nLeaseMax: 300 + 10 * (driver.round % 60) });
        context(ctx).car = driver.cars[driver.round % driver.cars.length];
        return { ...request, body: JSON.stringify(body) };
      },
    },
    {
      method: 'POST',
      path: '/api/GetDetails',
      headers: json,
      setupRequest: (request, ctx) => {
        const car = context(ctx).car;
        if (!car) return undefined as unknown as autocannon.Request;
        const body = {
          nTypeIDHist: car.typeId,
          nCategorieID: driver.category,
          nBelastingPercentage: 37.56,
          bAlleenZakelijk: false,
          nLooptijd: car.term,
          nKilometrage: car.km,
          Opties: [],
          EigenOpties: [],
          MantelOpties: [],
        };
        return { ...request, body: JSON.stringify(body) };
      },
    },
    {
      method: 'GET',
      path: '/api/GetMobilityBasket',
      headers: json,
      onResponse: (status, body, ctx) => {
        if (status === 200) context(ctx).basket = shoppingCartSchema.parse(JSON.parse(body));
      },
    },
    {
      method: 'POST',
      path: '/api/SetMobilityBasket',
      headers: json,
      setupRequest: (request, ctx) => {
        const { basket, car } = context(ctx);
        if (!basket || !car) return undefined as unknown as autocannon.Request;
        const body = { Items: [...basket.Items, itemOf(car)], nVersie: basket.nVersie };
        return { ...request, body: JSON.stringify(body) };
      },
      onResponse: (status, body, ctx) => {
        if (status === 409) driver.conflicts += 1;
        if (status !== 200) return;
        const before = new Set(context(ctx).basket?.Items.map((item) => item.Id));
        const added = shoppingCartSchema
          .parse(JSON.parse(body))
          .Items.find((item) => item.Id && !before.has(item.Id));
        if (added?.Id) {
          driver.acknowledgedItems.add(added.Id);
          context(ctx).itemId = added.Id;
        }
      },
    },
    {
      method: 'POST',
      path: '/api/SetBestelling',
      headers: json,
      setupRequest: (request, ctx) => {
        const { car, itemId } = context(ctx);
        if (!car || !itemId) return undefined as unknown as autocannon.Request;
        const key = randomUUID();
        context(ctx).key = key;
        driver.sentKeys.add(key);
        const body = { ...car.order, BasketItemId: itemId };
        return {
          ...request,
          headers: { ...request.headers, 'idempotency-key': key },
          body: JSON.stringify(body),
        };
      },
      onResponse: (status, body, ctx) => {
        const key = context(ctx).key;
        if (status !== 200 || !key) return;
        driver.acknowledgedOrders.set(key, orderResultSchema.parse(JSON.parse(body)).nBestelID);
      },
    },
  ];
}

function runDriver(url: string, driver: Driver): Promise<autocannon.Result> {
  const instance = autocannon({
    url,
    connections: 1,
    amount: CYCLES * CALLS_PER_CYCLE,
    timeout: 10,
    requests: roundOf(driver),
    skipAggregateResult: true,
  });
  // Without a callback the instance is also the promise of its result.
  stopAfter.push(() => (instance as unknown as autocannon.Instance).stop());
  return instance;
}

const stopAfter: (() => void)[] = [];

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

interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

async function checkBaskets(url: string, drivers: Driver[]): Promise<Check> {
  let missing = 0;
  let acknowledged = 0;
  for (const driver of drivers) {
    const basket = shoppingCartSchema.parse(
      (await callApi(url, '/api/GetMobilityBasket', { token: driver.token })).body,
    );
    const ids = new Set(basket.Items.map((item) => item.Id));
    acknowledged += driver.acknowledgedItems.size;
    for (const id of driver.acknowledgedItems) if (!ids.has(id)) missing += 1;
  }
  return {
    name: 'every acknowledged basket write is in the basket',
    ok: missing === 0,
    detail: `${acknowledged} items acknowledged, ${missing} missing`,
  };
}

async function checkOrdersByApi(url: string, drivers: Driver[]): Promise<Check> {
  let missing = 0;
  const ids = new Set<number>();
  let acknowledged = 0;
  for (const driver of drivers) {
    for (const id of driver.acknowledgedOrders.values()) {
      acknowledged += 1;
      ids.add(id);
      const answer = await callApi(url, `/api/GetBestelling?nBestelID=${id}`, {
        token: driver.token,
      });
      if (answer.status !== 200 || orderSchema.parse(answer.body).nBestelID !== id) missing += 1;
    }
  }
  return {
    name: 'every acknowledged order can be read back by its driver',
    ok: missing === 0 && ids.size === acknowledged,
    detail: `${acknowledged} orders acknowledged, ${missing} not found, ${acknowledged - ids.size} answered twice`,
  };
}

/** Read from the file after the server closed it: one order per key, no order without one. */
function checkOrdersInDatabase(databasePath: string, drivers: Driver[], before: number): Check {
  const db = new DatabaseSync(databasePath, { readOnly: true });
  try {
    const orderOf = db.prepare('SELECT order_id FROM idempotency_keys WHERE key = ?');
    let wrong = 0;
    for (const driver of drivers) {
      for (const [key, id] of driver.acknowledgedOrders) {
        if (Number(orderOf.get(key)?.order_id) !== id) wrong += 1;
      }
    }
    const made = Number(db.prepare('SELECT count(*) AS n FROM orders WHERE id > ?').get(before)?.n);
    const sent = new Set(drivers.flatMap((driver) => [...driver.sentKeys]));
    const keys = db
      .prepare('SELECT key, order_id FROM idempotency_keys WHERE order_id > ?')
      .all(before);
    const keyed = new Set(keys.filter((row) => sent.has(String(row.key))).map((r) => r.order_id));
    return {
      name: 'every acknowledged order exists exactly once',
      ok: wrong === 0 && made === keyed.size && keys.length === keyed.size,
      detail: `${made} orders made in the run, ${keyed.size} each under its own key the bench sent, ${wrong} acknowledged keys not pointing at their order`,
    };
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
    const before = (() => {
      const db = new DatabaseSync(databasePath, { readOnly: true });
      try {
        return Number(db.prepare('SELECT coalesce(max(id), 0) AS n FROM orders').get()?.n);
      } finally {
        db.close();
      }
    })();
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
    `bench:load: ${DRIVERS} drivers at once (${[...new Set(drivers.map((d) => d.account))].join(', ')}), up to ${CYCLES} rounds each of search, configure, basket read, basket write, order; loopback, SQLite file`,
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
