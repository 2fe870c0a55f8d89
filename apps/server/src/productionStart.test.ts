import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/openDatabase.ts';
import { demoAccounts } from './seed/demoAccounts.ts';
import { ServerProcess } from './testing/serverProcess.ts';
import { seedTemplate } from './testing/seedTemplate.ts';

const STRONG_SECRET = 'x'.repeat(32);

let folder: string;
/** A database as the demo seed leaves it: clients, content and the demo logins. */
let demoDatabase: string;
/** The same clients and content without a single demo login: what production may serve. */
let preparedDatabase: string;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'lease-production-'));
  const seeded = await seedTemplate();
  demoDatabase = join(folder, 'demo.db');
  writeFileSync(demoDatabase, seeded);
  preparedDatabase = join(folder, 'prepared.db');
  writeFileSync(preparedDatabase, seeded);
  const db = openDatabase(preparedDatabase);
  db.exec('DELETE FROM users');
  db.close();
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function environment(overrides: Record<string, string>): Record<string, string> {
  return {
    PORT: '0',
    LOG_LEVEL: 'info',
    DATABASE_PATH: join(folder, `fresh-${Math.random().toString(36).slice(2)}.db`),
    ...overrides,
  };
}

/** Starts the server, expects it to stop by itself at start, and answers what it printed. */
async function refusedStart(env: Record<string, string>, args: string[] = []) {
  const server = new ServerProcess(environment(env), args);
  const exit = await server.startOutcome();
  return { exit, stderr: server.stderr, stdout: server.stdout };
}

function expectNoDemoLogins(text: string): void {
  for (const account of demoAccounts) expect(text).not.toContain(account.username);
  expect(text).not.toContain('demo1234');
}

function userCount(path: string): number {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    return Number(db.prepare('SELECT count(*) AS n FROM users').get()?.n);
  } finally {
    db.close();
  }
}

describe('NODE_ENV=production', () => {
  it('refuses to start without a TOKEN_SECRET, saying so in one line', async () => {
    const { exit, stderr, stdout } = await refusedStart({
      NODE_ENV: 'production',
      DATABASE_PATH: preparedDatabase,
    });
    expect(exit).toEqual({ code: 1, signal: null });
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/NODE_ENV=production needs TOKEN_SECRET/);
    expectNoDemoLogins(stdout + stderr);
  });

  it('refuses a TOKEN_SECRET shorter than 32 bytes, naming its length', async () => {
    const { exit, stderr } = await refusedStart({
      NODE_ENV: 'production',
      DATABASE_PATH: preparedDatabase,
      TOKEN_SECRET: 'x'.repeat(31),
    });
    expect(exit).toEqual({ code: 1, signal: null });
    expect(stderr.trim().split('\n')).toEqual([
      '@lease/server: NODE_ENV=production needs a TOKEN_SECRET of at least 32 bytes, not 31; not starting.',
    ]);
  });

  it('never seeds: an empty database is refused and stays without users', async () => {
    const env = environment({ NODE_ENV: 'production', TOKEN_SECRET: STRONG_SECRET });
    const server = new ServerProcess(env);
    expect(await server.startOutcome()).toEqual({ code: 1, signal: null });
    expect(server.stderr.trim().split('\n')).toHaveLength(1);
    expect(server.stderr).toMatch(/never seeds demo data, and .* has no clients/);
    expect(userCount(env.DATABASE_PATH ?? '')).toBe(0);
    expectNoDemoLogins(server.stdout + server.stderr);
  });

  it('refuses --reset, which would rebuild the demo data', async () => {
    const { exit, stderr } = await refusedStart(
      { NODE_ENV: 'production', TOKEN_SECRET: STRONG_SECRET, DATABASE_PATH: preparedDatabase },
      ['--reset'],
    );
    expect(exit).toEqual({ code: 1, signal: null });
    expect(stderr).toMatch(/--reset/);
    expect(userCount(preparedDatabase)).toBe(0);
  });

  it('refuses a database that holds the demo logins, whose passwords are public', async () => {
    const { exit, stderr } = await refusedStart({
      NODE_ENV: 'production',
      TOKEN_SECRET: STRONG_SECRET,
      DATABASE_PATH: demoDatabase,
    });
    expect(exit).toEqual({ code: 1, signal: null });
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(
      /holds demo logins with public passwords \(horizon\/jan@horizon\.example/,
    );
  });

  it('starts on a prepared database with one line and no demo logins, and serves', async () => {
    const server = new ServerProcess(
      environment({
        NODE_ENV: 'production',
        TOKEN_SECRET: STRONG_SECRET,
        DATABASE_PATH: preparedDatabase,
      }),
    );
    try {
      const url = await server.listening();
      const banner = server.stdout.split('\n').filter((line) => line && !line.startsWith('{'));
      expect(banner).toEqual([
        expect.stringMatching(
          /^Lease API listening on http:\/\/localhost:\d+ \(NODE_ENV=production: no demo data seeded, no demo logins shown\)$/,
        ),
      ]);
      expectNoDemoLogins(server.stdout + server.stderr);
      const styling = await fetch(`${url}/api/GetStyling?cClient=horizon`);
      expect(styling.status).toBe(200);
      expect(userCount(preparedDatabase)).toBe(0);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});

describe('the demo start (npm start)', () => {
  it('still prints the demo logins', async () => {
    const server = new ServerProcess(environment({ DATABASE_PATH: demoDatabase }));
    try {
      await server.listening();
      expect(server.stdout).toContain('Demo logins');
      for (const account of demoAccounts) expect(server.stdout).toContain(account.username);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});
