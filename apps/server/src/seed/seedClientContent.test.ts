import type { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoClients } from '@lease/api/testing';
import { openDatabase } from '../db/openDatabase.ts';
import { seedDatabase } from './seedDatabase.ts';
import { demoAccounts } from './demoAccounts.ts';
import { TEST_PASSWORD_COST } from '../testing/testPasswordCost.ts';

let db: DatabaseSync;
beforeAll(async () => {
  db = openDatabase(':memory:');
  await seedDatabase(db, demoAccounts, { passwordCost: TEST_PASSWORD_COST });
});
afterAll(() => db.close());

/** Texts that may be absent: an online scheme has no inactive message, a tick no link. */
const OPTIONAL = new Set(['inactive_message', 'link_text']);

const TABLES = [
  'categories',
  'tax_brackets',
  'mobility_products',
  'agreements',
  'faq',
  'news',
  'contact_details',
  'schemes',
];

describe('the clients’ settings, arrangements and content', () => {
  it.each(TABLES)('%s has every text in nl, en, fr and de', (table) => {
    const columns = db
      .prepare(`SELECT name FROM pragma_table_info('${table}')`)
      .all()
      .map((row) => String(row.name))
      .filter((name) => /_(nl|en|fr|de)$/.test(name));
    const bases = new Set(columns.map((name) => name.slice(0, -3)));
    for (const base of bases) {
      for (const language of ['nl', 'en', 'fr', 'de'])
        expect(columns).toContain(`${base}_${language}`);
      if (OPTIONAL.has(base)) continue;
      const empty = db
        .prepare(
          `SELECT count(*) AS n FROM ${table} WHERE ${['nl', 'en', 'fr', 'de']
            .map((l) => `coalesce(${base}_${l}, '') = ''`)
            .join(' OR ')}`,
        )
        .get();
      expect(Number(empty?.n), `${table}.${base}`).toBe(0);
    }
  });

  it('gives every client settings, categories, brackets, agreements, FAQ and contact details', () => {
    for (const client of demoClients) {
      for (const table of [
        'client_settings',
        'categories',
        'tax_brackets',
        'agreements',
        'faq',
        'contact_details',
      ]) {
        const row = db
          .prepare(`SELECT count(*) AS n FROM ${table} WHERE client_code = ?`)
          .get(client);
        expect(Number(row?.n), `${table} of ${client}`).toBeGreaterThan(0);
      }
    }
    const autoReviews = db
      .prepare('SELECT count(*) AS n FROM client_settings WHERE auto_review_enabled = 1')
      .get();
    expect(Number(autoReviews?.n)).toBeGreaterThan(0);
  });

  it('links every demo login to at least one driver, and puts model news on catalog models', () => {
    const unlinked = db
      .prepare('SELECT username FROM users WHERE id NOT IN (SELECT user_id FROM user_drivers)')
      .all();
    expect(unlinked).toEqual([]);
    const modelNews = db.prepare('SELECT count(*) AS n FROM news WHERE model_id IS NOT NULL').get();
    expect(Number(modelNews?.n)).toBeGreaterThanOrEqual(20);
  });

  it('adds the content to a database seeded before migration 3 on the next start', async () => {
    for (const table of [
      'user_drivers',
      'scheme_drivers',
      'container_drivers',
      'mobility_categories',
      'containers',
      'drivers',
      'schemes',
      'agreements',
      'mobility_products',
      'news',
      'faq',
      'contact_details',
      'tax_brackets',
      'categories',
      'client_settings',
      'client_policies',
    ]) {
      db.exec(`DELETE FROM ${table}`);
    }
    expect(await seedDatabase(db, demoAccounts, { passwordCost: TEST_PASSWORD_COST })).toBe(true);
    expect(Number(db.prepare('SELECT count(*) AS n FROM user_drivers').get()?.n)).toBeGreaterThan(
      0,
    );
    expect(await seedDatabase(db, demoAccounts, { passwordCost: TEST_PASSWORD_COST })).toBe(false);
  });
});
