import { describe, expect, it } from 'vitest';
import { demoClients } from '@lease/api/testing';
import { verifyPassword } from '../auth/password.ts';
import { firstClientCode } from '../db/clients.ts';
import { openDatabase } from '../db/openDatabase.ts';
import { demoAccounts } from './demoAccounts.ts';
import { seedDatabase } from './seedDatabase.ts';

async function seeded() {
  const db = openDatabase(':memory:');
  await seedDatabase(db);
  return db;
}

describe('the demo seed', () => {
  it('stores every demo client, the fallback first', async () => {
    const db = await seeded();
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

  it('stores passwords only as salted scrypt hashes', async () => {
    const db = await seeded();
    const rows = db.prepare('SELECT username, password_hash FROM users').all();
    expect(rows).toHaveLength(demoAccounts.length);
    const hashes = rows.map((row) => String(row.password_hash));
    for (const hash of hashes) {
      expect(hash).toMatch(/^scrypt\$/);
      for (const account of demoAccounts) expect(hash).not.toContain(account.password);
    }
    // Every demo password is the same, yet no two hashes are: each has its own salt.
    expect(new Set(hashes).size).toBe(hashes.length);
    expect(await verifyPassword(demoAccounts[0]?.password ?? '', hashes[0] ?? '')).toBe(true);
  });
});
