import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { IN_MEMORY, openDatabase } from '../db/openDatabase.ts';
import { demoAccounts } from '../seed/demoAccounts.ts';
import { seedDatabase } from '../seed/seedDatabase.ts';
import { TEST_PASSWORD_COST } from './testPasswordCost.ts';

const PREFIX = 'lease-server-test-seed-';

/** Everything the seed could depend on: the server's and the contract's sources and seed data. */
const SOURCE_ROOTS = [
  join(import.meta.dirname, '..'),
  join(import.meta.dirname, '../../seed'),
  join(import.meta.dirname, '../../../../packages/api/src'),
];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|json)$/.test(entry.name))
    .filter((entry) => !entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * A key that changes whenever the seed could: every source file, the Node version (SQLite's file
 * format) and the day (seeded dates may be relative to today).
 */
function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(`${process.version}\n${new Date().toISOString().slice(0, 10)}\n`);
  for (const root of SOURCE_ROOTS) {
    for (const file of sourceFiles(root).sort()) {
      hash.update(`${relative(root, file)}\n`);
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex').slice(0, 24);
}

async function seedFresh(): Promise<Uint8Array> {
  const db = openDatabase(IN_MEMORY);
  await seedDatabase(db, demoAccounts, { passwordCost: TEST_PASSWORD_COST });
  const bytes = db.serialize();
  db.close();
  return bytes;
}

/**
 * The demo seed as a serialised SQLite database, for test servers to `deserialize`. Seeding takes
 * a few hundred milliseconds (the generated catalog), so the first test file of a run stores the
 * result in the temp folder and the others read it; any change to a source file gives a new key,
 * so a stale template is never used. Written to a temporary name and renamed, so a parallel
 * worker never reads half a file.
 */
export async function seedTemplate(): Promise<Uint8Array> {
  const key = templateKey();
  const path = join(tmpdir(), `${PREFIX}${key}.sqlite`);
  try {
    return readFileSync(path);
  } catch {
    // Not there yet: seed it below.
  }
  const bytes = await seedFresh();
  const partial = `${path}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(partial, bytes);
  renameSync(partial, path);
  for (const name of readdirSync(tmpdir())) {
    if (name.startsWith(PREFIX) && name !== `${PREFIX}${key}.sqlite` && name.endsWith('.sqlite')) {
      rmSync(join(tmpdir(), name), { force: true });
    }
  }
  return bytes;
}
