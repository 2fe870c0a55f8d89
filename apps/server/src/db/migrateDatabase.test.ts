import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_QUOTE_VALID_DAYS } from '@lease/api/contract';
import { seedDatabase } from '../seed/seedDatabase.ts';
import { demoAccounts } from '../seed/demoAccounts.ts';
import { TEST_PASSWORD_COST } from '../testing/testPasswordCost.ts';
import { countClients } from './clients.ts';
import { migrateDatabase } from './migrateDatabase.ts';
import { migrations } from './migrations.ts';
import { openDatabase } from './openDatabase.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function databaseFile(): string {
  const folder = mkdtempSync(join(tmpdir(), 'lease-db-'));
  folders.push(folder);
  return join(folder, 'nested', 'lease.db');
}

const versions = (db: DatabaseSync) =>
  db
    .prepare('SELECT version FROM schema_migrations ORDER BY version')
    .all()
    .map((r) => r.version);

describe('migrations', () => {
  it('create the folder, apply every migration once, and keep data when opened again', async () => {
    const path = databaseFile();
    const first = openDatabase(path);
    expect(versions(first)).toEqual(migrations.map((m) => m.version));
    expect(await seedDatabase(first, demoAccounts, { passwordCost: TEST_PASSWORD_COST })).toBe(
      true,
    );
    first.close();

    const second = openDatabase(path);
    expect(versions(second)).toEqual(migrations.map((m) => m.version));
    expect(migrateDatabase(second)).toEqual([]);
    // Already seeded: a restart neither duplicates nor replaces the data.
    expect(await seedDatabase(second, demoAccounts, { passwordCost: TEST_PASSWORD_COST })).toBe(
      false,
    );
    expect(countClients(second)).toBe(4);
    second.close();
  });

  it('apply only the steps a database does not have yet', () => {
    const db = new DatabaseSync(':memory:');
    const extra = { version: 2, name: 'test step', sql: 'CREATE TABLE extra (id INTEGER) STRICT' };
    expect(migrateDatabase(db, migrations.slice(0, 1))).toEqual([1]);
    expect(migrateDatabase(db, [...migrations.slice(0, 1), extra])).toEqual([2]);
    expect(migrateDatabase(db, [...migrations.slice(0, 1), extra])).toEqual([]);
    db.close();
  });

  it('roll a failing step back and leave the version where it was', () => {
    const db = new DatabaseSync(':memory:');
    migrateDatabase(db, migrations.slice(0, 1));
    const broken = { version: 2, name: 'broken', sql: 'CREATE TABLE half (id INTEGER); NOT SQL' };
    expect(() => migrateDatabase(db, [...migrations.slice(0, 1), broken])).toThrow(/Migration 2/);
    expect(versions(db)).toEqual([1]);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'half'").get()).toBeUndefined();
    db.close();
  });

  it('turn the line of a card order stored before migration 5 into a kaart line', () => {
    const db = new DatabaseSync(':memory:');
    db.exec('PRAGMA foreign_keys = ON');
    migrateDatabase(db, migrations.slice(0, 4));
    db.prepare(
      "INSERT INTO clients (code, position, styling) VALUES ('stadmobiel', 0, '{}')",
    ).run();
    const { id } = db
      .prepare(
        `INSERT INTO orders (client_code, owner, type_id, status, ordered_at, updated_at, request)
         VALUES ('stadmobiel', 'driver:1', NULL, 'ontvangen', 'now', 'now', '{}') RETURNING id`,
      )
      .get() as { id: number };
    db.prepare(
      "INSERT INTO order_lines (order_id, position, kind, description) VALUES (?, 0, 'optie', 'OV')",
    ).run(id);
    expect(migrateDatabase(db, migrations.slice(0, 5))).toEqual([5]);
    expect(db.prepare('SELECT kind FROM order_lines').all()).toEqual([{ kind: 'kaart' }]);
    db.close();
  });

  it('keep every order line when migration 7 lets a line be a discount', () => {
    const db = new DatabaseSync(':memory:');
    db.exec('PRAGMA foreign_keys = ON');
    migrateDatabase(db, migrations.slice(0, 6));
    db.prepare("INSERT INTO clients (code, position, styling) VALUES ('horizon', 0, '{}')").run();
    const { id } = db
      .prepare(
        `INSERT INTO orders (client_code, owner, type_id, status, ordered_at, updated_at, request)
         VALUES ('horizon', 'driver:1', NULL, 'ontvangen', 'now', 'now', '{}') RETURNING id`,
      )
      .get() as { id: number };
    const addLine = (position: number, price: number) =>
      db
        .prepare(
          "INSERT INTO order_lines (order_id, position, kind, description, price) VALUES (?, ?, 'accessoire', 'x', ?)",
        )
        .run(id, position, price);
    addLine(0, 495);
    expect(() => addLine(1, -750)).toThrow(/CHECK/);
    expect(migrateDatabase(db, migrations.slice(0, 7))).toEqual([7]);
    addLine(1, -750);
    expect(db.prepare('SELECT price FROM order_lines ORDER BY position').all()).toEqual([
      { price: 495 },
      { price: -750 },
    ]);
    db.close();
  });

  it('keep every order when migration 10 makes a basket item’s order unique', () => {
    const db = new DatabaseSync(':memory:');
    db.exec('PRAGMA foreign_keys = ON');
    migrateDatabase(db, migrations.slice(0, 9));
    db.prepare("INSERT INTO clients (code, position, styling) VALUES ('horizon', 0, '{}')").run();
    const addOrder = (owner: string, item: string) =>
      db
        .prepare(
          `INSERT INTO orders (client_code, owner, status, ordered_at, updated_at, request,
             basket_item_id)
           VALUES ('horizon', ?, 'ontvangen', 'now', 'now', '{}', ?) RETURNING id`,
        )
        .get(owner, item)?.id;
    // What the missing constraint let through: the same item ordered twice.
    const first = addOrder('driver:1', 'item-a');
    const second = addOrder('driver:1', 'item-a');
    const other = addOrder('driver:2', 'item-a');
    expect(migrateDatabase(db, migrations.slice(0, 10))).toEqual([10]);
    expect(db.prepare('SELECT id, basket_item_id FROM orders ORDER BY id').all()).toEqual([
      { id: first, basket_item_id: 'item-a' },
      { id: second, basket_item_id: null },
      { id: other, basket_item_id: 'item-a' },
    ]);
    expect(() => addOrder('driver:1', 'item-a')).toThrow(/UNIQUE/);
    db.close();
  });

  it('give every client quotes of the contract’s default days when migration 17 adds them', () => {
    const db = new DatabaseSync(':memory:');
    db.exec('PRAGMA foreign_keys = ON');
    migrateDatabase(db, migrations.slice(0, 16));
    db.prepare("INSERT INTO clients (code, position, styling) VALUES ('horizon', 0, '{}')").run();
    db.prepare(
      `INSERT INTO client_settings (client_code, business_only, auto_review_enabled, search_page,
         detail_page) VALUES ('horizon', 0, 0, '{}', '{}')`,
    ).run();
    expect(migrateDatabase(db, migrations.slice(0, 17))).toEqual([17]);
    expect(db.prepare('SELECT quote_valid_days FROM client_settings').get()).toEqual({
      quote_valid_days: DEFAULT_QUOTE_VALID_DAYS,
    });
    db.close();
  });

  it('refuse a database from a newer server', () => {
    const db = new DatabaseSync(':memory:');
    migrateDatabase(db);
    db.prepare('INSERT INTO schema_migrations VALUES (999, ?, ?)').run('future', 'now');
    expect(() => migrateDatabase(db)).toThrow(/newer/);
    db.close();
  });
});
