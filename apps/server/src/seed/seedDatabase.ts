import type { DatabaseSync } from 'node:sqlite';
import { demoClients, demoStylings } from '@lease/api/testing';
import { hashPassword, type ScryptCost } from '../auth/password.ts';
import { clientExists, countClients, insertClient } from '../db/clients.ts';
import { insertUser } from '../db/users.ts';
import { demoAccounts, type DemoAccount } from './demoAccounts.ts';
import { seedCatalog } from './seedCatalog.ts';
import { seedClientContent, seedClientPolicies } from './seedClientContent.ts';
import { seedExpiredQuote } from './seedExpiredQuote.ts';

/**
 * Fills an empty database with the demo clients (the shared fixtures of `@lease/api/testing`),
 * the demo accounts, their settings, arrangements and content, the generated vehicle catalog and
 * one expired quote (`seedExpiredQuote`). A database that already has clients (or a catalog) is
 * left alone, so restarts keep whatever was changed. Returns whether it seeded.
 */
export async function seedDatabase(
  db: DatabaseSync,
  accounts: readonly DemoAccount[] = demoAccounts,
  /** The scrypt cost of the demo passwords: production's unless a test asks for a cheaper one. */
  options: { passwordCost?: ScryptCost } = {},
): Promise<boolean> {
  // Checked on its own: a database made before the catalog migration gets it on the next start.
  const catalogSeeded = seedCatalog(db);
  if (countClients(db) > 0) {
    // A database made before migration 3 gets the clients' settings and arrangements now.
    if (db.prepare('SELECT 1 FROM client_settings LIMIT 1').get() !== undefined) {
      // A database seeded before the car policy's migration gets the demo policies now.
      return seedClientPolicies(db) || catalogSeeded;
    }
    db.exec('BEGIN IMMEDIATE');
    try {
      seedClientContent(db);
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
    return true;
  }

  // Hash first (slow, async), then write everything in one synchronous transaction.
  const users = await Promise.all(
    accounts.map(async (account) => ({
      account,
      passwordHash: await hashPassword(account.password, options.passwordCost),
    })),
  );

  db.exec('BEGIN IMMEDIATE');
  try {
    demoClients.forEach((code, position) => {
      insertClient(db, { code, position, styling: demoStylings[code] });
    });
    for (const { account, passwordHash } of users) {
      if (!clientExists(db, account.client)) {
        throw new Error(`Demo account ${account.username}: unknown client "${account.client}"`);
      }
      insertUser(db, {
        clientCode: account.client,
        username: account.username,
        passwordHash,
        level: account.level,
        driverName: account.driverName,
      });
    }
    seedClientContent(db);
    // Last: it prices a car for a demo driver, so it needs the catalogue and that driver.
    seedExpiredQuote(db);
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
  return true;
}
