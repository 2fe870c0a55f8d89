import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenPayload } from '@lease/api/contract';
import { seedDatabase } from '../seed/seedDatabase.ts';
import { demoAccounts } from '../seed/demoAccounts.ts';
import { TEST_PASSWORD_COST } from '../testing/testPasswordCost.ts';
import { seedTemplate } from '../testing/seedTemplate.ts';
import { DUTCH_ENERGY_PRICES } from '../lease/energyPrices.ts';
import { seedClientPolicies } from '../seed/seedClientContent.ts';
import { CONTEXT_TABLES, LATER_CONTEXT_TABLES } from './contextVersionMigration.ts';
import { currentDriverContext, loadDriverContext } from './driverContext.ts';
import { openDatabase } from './openDatabase.ts';

let db: DatabaseSync;
beforeAll(async () => {
  db = openDatabase(':memory:');
  await seedDatabase(db, demoAccounts, { passwordCost: TEST_PASSWORD_COST });
});
afterAll(() => db.close());

function userId(client: string, username: string): string {
  const row = db
    .prepare('SELECT id FROM users WHERE client_code = ? AND username = ?')
    .get(client, username);
  return String(row?.id);
}

function session(
  client: string,
  username: string,
  extra: Partial<TokenPayload> = {},
): TokenPayload {
  return { sub: userId(client, username), client, Level: 1, exp: 4102444800, ...extra };
}

describe('loadDriverContext', () => {
  it('reads a chosen driver: own category, scheme, default bracket (the fifth) and business flag', () => {
    const context = loadDriverContext(
      db,
      session('horizon', 'jan@horizon.example', { nBerijderID: 501 }),
    );
    expect(context).toEqual({
      clientCode: 'horizon',
      userId: Number(userId('horizon', 'jan@horizon.example')),
      driverId: 501,
      contractEnded: false,
      level: 1,
      driverName: 'Jan de Vries',
      mobilityCategoryId: null,
      categories: [
        {
          nCategorieID: 2,
          cOmschrijving: 'Categorie B (schaal 9–11)',
          normBudget: 700,
          maxContribution: 150,
          privateContribution: 0,
        },
      ],
      selectedCategoryId: 2,
      taxPercentage: 49.5,
      businessOnly: false,
      schemeNr: 10,
      taxBrackets: [0, 17.85, 35.75, 37.56, 49.5],
      language: 'nl',
      mobilityBudget: null,
      containerId: null,
      policy: {
        plugInOnly: false,
        maxFuelLabel: null,
        fuelCard: true,
        chargingCard: true,
        insurance: true,
        replacementVehicle: true,
        energyPrices: DUTCH_ENERGY_PRICES,
        totalCostBudget: false,
      },
    });
  });

  it("reads the client's car policy, and none for a client without one", () => {
    const eva = session('polder', 'eva@polder.example', { nBerijderID: 521 });
    expect(loadDriverContext(db, eva)?.policy).toMatchObject({ plugInOnly: true });
    db.prepare("DELETE FROM client_policies WHERE client_code = 'polder'").run();
    try {
      expect(loadDriverContext(db, eva)?.policy).toEqual({
        plugInOnly: false,
        maxFuelLabel: null,
        fuelCard: false,
        chargingCard: false,
        insurance: false,
        replacementVehicle: false,
        energyPrices: DUTCH_ENERGY_PRICES,
        totalCostBudget: false,
      });
    } finally {
      // A database seeded before the policy's migration gets it on the next start likewise.
      expect(seedClientPolicies(db)).toBe(true);
    }
    expect(loadDriverContext(db, eva)?.policy.plugInOnly).toBe(true);
  });

  it('before a choice: every category of the client, the login’s name', () => {
    const context = loadDriverContext(db, session('horizon', 'sanne@horizon.example'));
    expect(context?.driverId).toBeNull();
    expect(context?.driverName).toBe('Sanne Bakker');
    expect(context?.categories.map((c) => c.normBudget)).toEqual([550, 700, 850, 1000]);
    expect(context?.selectedCategoryId).toBe(1);
    expect(context?.schemeNr).toBeNull();
  });

  it('the supervisor acts with an empty driver name and sees every category', () => {
    const context = loadDriverContext(
      db,
      session('horizon', 'beheer@horizon.example', { Level: 2, nBerijderID: 509 }),
    );
    expect(context).toMatchObject({ level: 2, driverName: '', driverId: 509, schemeNr: 10 });
    expect(context?.categories).toHaveLength(4);
  });

  it('takes the last of exactly four brackets and the client’s business-only default', () => {
    expect(
      loadDriverContext(db, session('zonnig', 'lotte@zonnig.example', { nBerijderID: 531 })),
    ).toMatchObject({ taxPercentage: 49.5, businessOnly: false, language: 'en' });
    expect(
      loadDriverContext(db, session('polder', 'eva@polder.example', { nBerijderID: 521 })),
    ).toMatchObject({ businessOnly: true, schemeNr: 20 });
    expect(
      loadDriverContext(db, session('polder', 'eva@polder.example', { nBerijderID: 521 }))
        ?.categories[0],
    ).toMatchObject({ privateContribution: 25, maxContribution: 200 });
  });

  it('container mode: the mobility category’s lease category and budget', () => {
    const context = loadDriverContext(
      db,
      session('stadmobiel', 'amir@stadmobiel.example', {
        nBerijderID: 541,
        MobilityCategoryId: 12,
      }),
    );
    expect(context).toMatchObject({
      driverId: 541,
      mobilityCategoryId: 12,
      selectedCategoryId: 11,
      mobilityBudget: 900,
      containerId: 4,
      schemeNr: null,
    });
    expect(context?.categories).toHaveLength(1);
  });

  it('reflects a stored choice, per driver, and ignores a bracket the client no longer offers', () => {
    const now = new Date().toISOString();
    db.prepare(
      'INSERT INTO driver_settings (driver_id, tax_percentage, business_only, updated_at) VALUES (?, ?, ?, ?)',
    ).run(502, 37.56, 1, now);
    db.prepare(
      'INSERT INTO driver_settings (driver_id, tax_percentage, business_only, updated_at) VALUES (?, ?, ?, ?)',
    ).run(503, 12.5, 0, now);
    const sanne = (nBerijderID: number) =>
      loadDriverContext(db, session('horizon', 'sanne@horizon.example', { nBerijderID }));
    expect(sanne(502)).toMatchObject({ taxPercentage: 37.56, businessOnly: true, schemeNr: 10 });
    expect(sanne(503)).toMatchObject({ taxPercentage: 49.5, businessOnly: false, schemeNr: 11 });
  });

  it.each([
    [
      'another login’s driver of the same client',
      () => session('horizon', 'jan@horizon.example', { nBerijderID: 502 }),
    ],
    [
      'a driver of another client',
      () => session('horizon', 'jan@horizon.example', { nBerijderID: 521 }),
    ],
    [
      'a token whose client is not the user’s',
      () => ({ ...session('horizon', 'jan@horizon.example'), client: 'polder' }),
    ],
    ['an unknown user', () => ({ ...session('horizon', 'jan@horizon.example'), sub: '999999' })],
    ['a non-numeric subject', () => ({ ...session('horizon', 'jan@horizon.example'), sub: 'jan' })],
    [
      'a mobility category that is not the driver’s',
      () =>
        session('stadmobiel', 'amir@stadmobiel.example', {
          nBerijderID: 541,
          MobilityCategoryId: 11,
        }),
    ],
    [
      'a mobility category without a driver',
      () => session('stadmobiel', 'amir@stadmobiel.example', { MobilityCategoryId: 12 }),
    ],
  ])('is null for %s', (_case, payload: () => TokenPayload) => {
    expect(loadDriverContext(db, payload())).toBeNull();
  });
});

describe('currentDriverContext', () => {
  const jan = () => session('horizon', 'jan@horizon.example', { nBerijderID: 501 });

  it('answers the same context as loadDriverContext, shared and frozen, until the data changes', () => {
    const first = currentDriverContext(db, jan());
    expect(first).toEqual(loadDriverContext(db, jan()));
    expect(currentDriverContext(db, jan())).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first?.categories[0])).toBe(true);
    // Other claims are another context.
    expect(currentDriverContext(db, { ...jan(), Level: 2 })).not.toBe(first);
  });

  it('sees a change of each kind at once: settings, category, brackets, contract, driver', () => {
    const before = currentDriverContext(db, jan());
    db.prepare(
      `INSERT INTO driver_settings (driver_id, tax_percentage, business_only, updated_at)
         VALUES (501, 37.56, 1, '2026-11-21T00:00:00Z')`,
    ).run();
    expect(currentDriverContext(db, jan())).toMatchObject({
      taxPercentage: 37.56,
      businessOnly: true,
    });
    db.prepare('UPDATE categories SET norm_budget = 725 WHERE id = 2').run();
    expect(currentDriverContext(db, jan())?.categories[0]?.normBudget).toBe(725);
    db.prepare('DELETE FROM tax_brackets WHERE client_code = ? AND percentage = 37.56').run(
      'horizon',
    );
    expect(currentDriverContext(db, jan())?.taxBrackets).not.toContain(37.56);
    // A contract that ends while the session runs.
    db.prepare('UPDATE drivers SET active = 0 WHERE id = 501').run();
    expect(currentDriverContext(db, jan())?.contractEnded).toBe(true);
    db.prepare('DELETE FROM user_drivers WHERE driver_id = 501').run();
    expect(currentDriverContext(db, jan())).toBeNull();
    expect(before?.taxPercentage).toBe(49.5);
  });

  it('has a trigger for every write to every table a context is read from', () => {
    const triggers = db
      .prepare("SELECT tbl_name, sql FROM sqlite_master WHERE type = 'trigger'")
      .all()
      .map((row) => `${String(row.tbl_name)} ${/AFTER (\w+)/.exec(String(row.sql))?.[1] ?? ''}`);
    for (const table of [...CONTEXT_TABLES, ...LATER_CONTEXT_TABLES]) {
      for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
        expect(triggers).toContain(`${table} ${event}`);
      }
    }
  });

  it('sees a write made by another connection (the sqlite3 shell, another process)', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'lease-context-'));
    const path = join(folder, 'lease.sqlite');
    writeFileSync(path, await seedTemplate());
    const server = new DatabaseSync(path);
    const shell = new DatabaseSync(path);
    try {
      const eva = session('polder', 'eva@polder.example', { nBerijderID: 521 });
      const sub = String(
        server
          .prepare('SELECT id FROM users WHERE client_code = ? AND username = ?')
          .get('polder', 'eva@polder.example')?.id,
      );
      expect(currentDriverContext(server, { ...eva, sub })?.businessOnly).toBe(true);
      shell
        .prepare("UPDATE client_settings SET business_only = 0 WHERE client_code = 'polder'")
        .run();
      expect(currentDriverContext(server, { ...eva, sub })?.businessOnly).toBe(false);
    } finally {
      server.close();
      shell.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
