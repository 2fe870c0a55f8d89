import { describe, expect, it } from 'vitest';
import { demoClients } from '@lease/api/testing';
import { verifyPassword, type ScryptCost } from '../auth/password.ts';
import { firstClientCode } from '../db/clients.ts';
import { openDatabase } from '../db/openDatabase.ts';
import { demoAccounts } from './demoAccounts.ts';
import { TEST_PASSWORD_COST } from '../testing/testPasswordCost.ts';
import { seedDatabase } from './seedDatabase.ts';

/** Seeded at the production password cost unless a test asks for the cheap test cost. */
async function seeded(options: { passwordCost?: ScryptCost } = {}, accounts = demoAccounts) {
  const db = openDatabase(':memory:');
  await seedDatabase(db, accounts, options);
  return db;
}

describe('the demo seed', () => {
  it('stores every demo client, the fallback first', async () => {
    const db = await seeded({ passwordCost: TEST_PASSWORD_COST });
    const codes = db
      .prepare('SELECT code FROM clients ORDER BY position')
      .all()
      .map((r) => r.code);
    expect(codes).toEqual(demoClients);
    expect(firstClientCode(db)).toBe('horizon');
  });

  it('covers the accounts decisions.md §2 asks for', () => {
    const byClient = (client: string) => demoAccounts.filter((a) => a.client === client);
    expect(byClient('horizon').length).toBeGreaterThanOrEqual(3);
    expect(demoAccounts.some((a) => a.level >= 2 && a.driverName === '')).toBe(true);
    for (const client of demoClients) expect(byClient(client).length).toBeGreaterThan(0);
  });

  it('stores every demo account, hashed at the cost it is given', async () => {
    const db = await seeded({ passwordCost: TEST_PASSWORD_COST });
    const rows = db.prepare('SELECT username, password_hash FROM users ORDER BY id').all();
    expect(rows.map((row) => row.username)).toEqual(
      demoAccounts.map((a) => a.username.trim().toLowerCase()),
    );
    for (const row of rows) expect(String(row.password_hash)).toMatch(/^scrypt\$1024\$8\$1\$/);
  });

  it('stores passwords only as salted scrypt hashes, at the production cost by default', async () => {
    // Three accounts are enough to show the default cost and the salts; each hash costs ~100 ms.
    const accounts = demoAccounts.slice(0, 3);
    const db = await seeded({}, accounts);
    const rows = db.prepare('SELECT username, password_hash FROM users').all();
    expect(rows).toHaveLength(accounts.length);
    const hashes = rows.map((row) => String(row.password_hash));
    for (const hash of hashes) {
      expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
      for (const account of demoAccounts) expect(hash).not.toContain(account.password);
    }
    // Every demo password is the same, yet no two hashes are: each has its own salt.
    expect(new Set(hashes).size).toBe(hashes.length);
    expect(await verifyPassword(demoAccounts[0]?.password ?? '', hashes[0] ?? '')).toBe(true);
  });
});
