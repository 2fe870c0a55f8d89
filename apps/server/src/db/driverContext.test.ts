import type { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenPayload } from '@lease/api/contract';
import { seedDatabase } from '../seed/seedDatabase.ts';
import { demoAccounts } from '../seed/demoAccounts.ts';
import { TEST_PASSWORD_COST } from '../testing/testPasswordCost.ts';
import { loadDriverContext } from './driverContext.ts';
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
  return { sub: userId(client, username), client, Level: 1, ...extra };
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
    });
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
    ['an unknown user', () => ({ sub: '999999', client: 'horizon', Level: 1 })],
    ['a non-numeric subject', () => ({ sub: 'jan', client: 'horizon', Level: 1 })],
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
