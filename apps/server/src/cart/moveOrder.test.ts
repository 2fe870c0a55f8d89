import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_MEMORY } from '../db/openDatabase.ts';
import { seedTemplate } from '../testing/seedTemplate.ts';
import { parseAdvanceOrderArgs, UsageError } from './advanceOrderArgs.ts';
import { DEFAULT_DELIVERY_DAYS, moveOrder, OrderMoveError } from './moveOrder.ts';

const NOW = Date.parse('2026-11-20T09:00:00Z');
const OPTIONS = { portalUrl: undefined, now: NOW };

let template: Uint8Array;
let db: DatabaseSync;

beforeAll(async () => {
  template = await seedTemplate();
  db = new DatabaseSync(IN_MEMORY);
  db.deserialize(template);
  db.exec('PRAGMA foreign_keys = ON');
});
afterAll(() => db.close());

/** An order of Jan's as the order form stores one (only what a move reads), just received. */
function placedOrder(target: DatabaseSync, kind: 'vehicle' | 'card' = 'vehicle'): number {
  const at = new Date(NOW - 60_000).toISOString();
  const id = Number(
    target
      .prepare(
        `INSERT INTO orders (client_code, owner, type_id, status, ordered_at, updated_at, brand,
           model, version_name, lease_price, request)
         VALUES ('horizon',
           (SELECT 'driver:' || ud.driver_id FROM user_drivers ud JOIN users u ON u.id = ud.user_id
             WHERE u.username = 'jan@horizon.example'),
           CASE WHEN ? = 'card' THEN NULL ELSE (SELECT min(id) FROM types) END,
           'ontvangen', ?, ?, 'Dacia', 'Spring', 'Style', 400, '{}')
         RETURNING id`,
      )
      .get(kind, at, at)?.id,
  );
  target
    .prepare(`INSERT INTO order_history (order_id, status, at) VALUES (?, 'ontvangen', ?)`)
    .run(id, at);
  return id;
}

const statusMails = (orderId: number) =>
  db
    .prepare(`SELECT subject FROM mail_outbox WHERE dedupe_key LIKE ? ORDER BY id`)
    .all(`order_status:${orderId}:%`)
    .map((row) => String(row.subject));

describe('moveOrder', () => {
  it('moves a car’s order along its timeline, a step and a mail at a time', () => {
    const id = placedOrder(db);
    const steps = ['in_behandeling', 'goedgekeurd', 'besteld', 'levering_gepland', 'geleverd'];
    for (const status of steps) {
      expect(moveOrder(db, { orderId: id }, OPTIONS).status).toBe(status);
    }
    expect(statusMails(id)).toHaveLength(5);
    expect(() => moveOrder(db, { orderId: id }, OPTIONS)).toThrow(/geleverd: it moves no further/);
    const order = db.prepare('SELECT progress, expected_delivery FROM orders WHERE id = ?').get(id);
    // Planned without a date: two weeks ahead, on the Amsterdam calendar.
    expect(order).toEqual({ progress: 'by_hand', expected_delivery: '2026-12-04' });
    expect(DEFAULT_DELIVERY_DAYS).toBe(14);
  });

  it('moves a card’s order along a card’s timeline only', () => {
    const id = placedOrder(db, 'card');
    expect(() => moveOrder(db, { orderId: id, status: 'besteld' }, OPTIONS)).toThrow(
      /no status besteld/,
    );
    expect(moveOrder(db, { orderId: id }, OPTIONS).status).toBe('in_behandeling');
    expect(moveOrder(db, { orderId: id }, OPTIONS).status).toBe('geleverd');
  });

  it('moves forward only, cancels from any open status, and moves the date alone', () => {
    const id = placedOrder(db);
    expect(moveOrder(db, { orderId: id, status: 'besteld' }, OPTIONS)).toMatchObject({
      from: 'ontvangen',
      status: 'besteld',
      expectedDelivery: null,
    });
    expect(() => moveOrder(db, { orderId: id, status: 'goedgekeurd' }, OPTIONS)).toThrow(
      OrderMoveError,
    );
    expect(moveOrder(db, { orderId: id, delivery: '2027-02-01' }, OPTIONS)).toMatchObject({
      status: 'besteld',
      expectedDelivery: '2027-02-01',
    });
    expect(() => moveOrder(db, { orderId: id, delivery: '2027-02-01' }, OPTIONS)).toThrow(
      /already/,
    );
    expect(moveOrder(db, { orderId: id, status: 'geannuleerd' }, OPTIONS).status).toBe(
      'geannuleerd',
    );
    expect(statusMails(id)).toEqual([
      `Je bestelling ${id}: Besteld bij de dealer`,
      `Je bestelling ${id}: Besteld bij de dealer`,
      `Je bestelling ${id}: Geannuleerd`,
    ]);
  });

  it('refuses an order that does not exist and a date that is not a day, writing nothing', () => {
    const count = () => Number(db.prepare('SELECT count(*) AS n FROM order_history').get()?.n);
    const before = count();
    expect(() => moveOrder(db, { orderId: 999_999 }, OPTIONS)).toThrow(/no order 999999/);
    const id = placedOrder(db);
    expect(() => moveOrder(db, { orderId: id, delivery: '2027-02-30' }, OPTIONS)).toThrow(
      /YYYY-MM-DD/,
    );
    expect(count()).toBe(before + 1);
  });
});

describe('parseAdvanceOrderArgs', () => {
  it('reads the order, the status and the date, after the -- pnpm passes on', () => {
    expect(
      parseAdvanceOrderArgs([
        '--',
        '--order',
        '12',
        '--status',
        'besteld',
        '--delivery',
        '2027-02-01',
      ]),
    ).toEqual({
      help: false,
      move: { orderId: 12, status: 'besteld', delivery: '2027-02-01' },
    });
    expect(parseAdvanceOrderArgs(['--help'])).toEqual({ help: true });
  });

  it.each([
    [[]],
    [['--order', 'x']],
    [['--order', '1', '--status', 'klaar']],
    [['--order', '1', '--what']],
  ])('refuses %j', (argv) => {
    expect(() => parseAdvanceOrderArgs(argv)).toThrow(UsageError);
  });
});

describe('the advance-order command', () => {
  const folder = mkdtempSync(join(tmpdir(), 'lease-advance-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const command = join(import.meta.dirname, '../advanceOrder.ts');

  async function run(path: string, args: string[]) {
    try {
      const { stdout, stderr } = await promisify(execFile)(process.execPath, [command, ...args], {
        env: {
          PATH: process.env.PATH ?? '',
          DATABASE_PATH: path,
          PORTAL_URL: 'https://lease.example',
        },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  it('moves an order in the database file and queues the driver’s mail', async () => {
    const path = join(folder, 'lease.db');
    writeFileSync(path, template);
    const file = new DatabaseSync(path);
    const id = placedOrder(file);
    file.close();

    const moved = await run(path, [
      '--',
      '--order',
      String(id),
      '--status',
      'besteld',
      '--delivery',
      '2027-02-01',
    ]);
    expect(moved).toMatchObject({ code: 0, stderr: '' });
    expect(moved.stdout).toBe(
      `Order ${id}: ontvangen → besteld, expected delivery 2027-02-01; the status mail is in the outbox.\n`,
    );
    const after = new DatabaseSync(path);
    expect(
      after.prepare('SELECT status, expected_delivery FROM orders WHERE id = ?').get(id),
    ).toEqual({
      status: 'besteld',
      expected_delivery: '2027-02-01',
    });
    const mail = after
      .prepare(`SELECT recipient, text_body FROM mail_outbox WHERE dedupe_key LIKE ?`)
      .get(`order_status:${id}:%`);
    after.close();
    expect(mail?.recipient).toBe('jan@horizon.example');
    expect(String(mail?.text_body)).toContain(
      `https://lease.example/nl/horizon/order-status/${id}`,
    );

    const refused = await run(path, ['--order', String(id), '--status', 'ontvangen']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('moves forward only');
    const usage = await run(path, ['--status', 'besteld']);
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain('Usage: pnpm --filter @lease/server advance-order');
  });
});
