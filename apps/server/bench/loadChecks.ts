/**
 * The invariants `bench:load` checks after its run: through the API as the drivers see it, and
 * in the database file once the server has closed it.
 */
import { DatabaseSync } from 'node:sqlite';
import { orderSchema, shoppingCartSchema } from '@lease/api/contract';
import { callApi } from '../src/testing/demoSession.ts';
import type { Driver } from './loadDriver.ts';

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

export async function checkBaskets(url: string, drivers: Driver[]): Promise<Check> {
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

export async function checkOrdersByApi(url: string, drivers: Driver[]): Promise<Check> {
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
export function checkOrdersInDatabase(
  databasePath: string,
  drivers: Driver[],
  before: number,
): Check {
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
