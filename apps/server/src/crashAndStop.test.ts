import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderResultSchema, type OrderRequest } from '@lease/api/contract';
import { sessionOf } from './testing/demoSession.ts';
import { cheapestCarOrder } from './testing/orderForm.ts';
import { ServerProcess } from './testing/serverProcess.ts';
import { seedTemplate } from './testing/seedTemplate.ts';

const TOKEN_SECRET = 'crash-test-secret-that-is-long-enough-for-hs256';

let folder: string;
let seeded: Uint8Array;
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'lease-crash-'));
  seeded = await seedTemplate();
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A seeded database file of its own, and a server process on it. */
function databaseFile(name: string): string {
  const path = join(folder, name);
  writeFileSync(path, seeded);
  return path;
}

function startOn(databasePath: string): ServerProcess {
  return new ServerProcess({
    PORT: '0',
    LOG_LEVEL: 'info',
    DATABASE_PATH: databasePath,
    TOKEN_SECRET,
  });
}

type Outcome = { key: string; id: number } | { key: string; id: null };

/** Places one order; a connection the kill cut answers `id: null`. */
async function placeOrder(url: string, token: string, order: OrderRequest, key: string) {
  try {
    const response = await fetch(`${url}/api/SetBestelling`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${token}`,
        'Idempotency-Key': key,
      },
      body: JSON.stringify(order),
    });
    if (response.status !== 200) return { status: response.status, id: null };
    return { status: 200, id: orderResultSchema.parse(await response.json()).nBestelID };
  } catch {
    return { status: 0, id: null };
  }
}

function readDatabase<T>(path: string, read: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

const orderCount = (db: DatabaseSync) =>
  Number(db.prepare('SELECT count(*) AS n FROM orders').get()?.n);

describe('a crash in the middle of a burst of orders', () => {
  it(
    'keeps every order answered 200, none twice, and the file opens without repair',
    { timeout: 30_000 },
    async () => {
      const path = databaseFile('crash.db');
      const before = readDatabase(path, orderCount);
      const first = startOn(path);
      const url = await first.listening();
      const token = await sessionOf(url, 'jan@horizon.example');
      const order = await cheapestCarOrder(url, token);

      // 40 orders, 6 in flight at a time; killed once 12 were answered, with more on the way.
      const keys = Array.from({ length: 40 }, () => randomUUID());
      const outcomes: Outcome[] = [];
      let next = 0;
      let acknowledged = 0;
      let killed = false;
      const sender = async () => {
        while (next < keys.length && !killed) {
          const key = keys[next++] ?? '';
          const { id } = await placeOrder(url, token, order, key);
          outcomes.push({ key, id });
          if (id !== null) acknowledged += 1;
          if (acknowledged >= 12 && !killed) {
            killed = true;
            first.child.kill('SIGKILL');
          }
        }
      };
      await Promise.all(Array.from({ length: 6 }, sender));
      expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
      const answered = outcomes.filter((o): o is { key: string; id: number } => o.id !== null);
      expect(answered.length).toBeGreaterThanOrEqual(12);
      expect(next).toBeLessThan(keys.length);

      // The same file, a new process: it opens, replays its log, and is whole.
      const second = startOn(path);
      const url2 = await second.listening();
      try {
        const token2 = await sessionOf(url2, 'jan@horizon.example');
        // Every order answered 200 is there: its key gives the same order again.
        for (const { key, id } of answered) {
          expect((await placeOrder(url2, token2, order, key)).id).toBe(id);
        }
        // A client retrying every key it sent, answered or cut off, never makes a second order.
        const sent = outcomes.map((o) => o.key);
        for (const key of sent)
          expect((await placeOrder(url2, token2, order, key)).status).toBe(200);
        expect(readDatabase(path, orderCount)).toBe(before + sent.length);
      } finally {
        second.child.kill('SIGTERM');
        await second.exited;
      }
      expect(readDatabase(path, (db) => db.prepare('PRAGMA integrity_check').get())).toEqual({
        integrity_check: 'ok',
      });
    },
  );
});

describe('SIGTERM', () => {
  it(
    'finishes the request in flight, then closes the database cleanly and exits 0',
    { timeout: 30_000 },
    async () => {
      const path = databaseFile('stop.db');
      const server = startOn(path);
      const url = await server.listening();
      const token = await sessionOf(url, 'jan@horizon.example');
      const body = JSON.stringify(await cheapestCarOrder(url, token));

      // An order whose body is still on its way when the signal comes: the server has read its
      // headers (it asked for the body with 100 Continue), not yet its body.
      const { port } = new URL(url);
      const pending = request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/SetBestelling',
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          Authorization: `Bearer ${token}`,
          'Idempotency-Key': randomUUID(),
          Expect: '100-continue',
        },
      });
      const answer = once(pending, 'response');
      await once(pending, 'continue');
      server.child.kill('SIGTERM');
      await server.logged('stopping');
      pending.end(body);

      const [response] = (await answer) as [IncomingMessage];
      let text = '';
      for await (const chunk of response) text += String(chunk);
      expect(response.statusCode).toBe(200);
      const { nBestelID } = orderResultSchema.parse(JSON.parse(text));

      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(server.logEntries().map((entry) => entry.msg)).toContain('stopped');
      // Closed cleanly: the write-ahead log was checkpointed into the file and removed.
      expect(existsSync(`${path}-wal`)).toBe(false);
      expect(
        readDatabase(path, (db) => db.prepare('SELECT id FROM orders WHERE id = ?').get(nBestelID)),
      ).toEqual({ id: nBestelID });
    },
  );
});
