import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './openDatabase.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function databasePath(): string {
  const folder = mkdtempSync(join(tmpdir(), 'lease-db-mode-'));
  folders.push(folder);
  return join(folder, 'lease.db');
}

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('the database file', () => {
  it('is created readable and writable by its owner only, and so are its WAL files', () => {
    const path = databasePath();
    const db = openDatabase(path);
    try {
      db.exec('CREATE TABLE notes (text TEXT)');
      db.prepare('INSERT INTO notes VALUES (?)').run('written through the WAL');
      expect(modeOf(path)).toBe(0o600);
      expect(modeOf(`${path}-wal`)).toBe(0o600);
      expect(modeOf(`${path}-shm`)).toBe(0o600);
    } finally {
      db.close();
    }
  });

  it('is narrowed to its owner when an older start left it readable by others', () => {
    const path = databasePath();
    writeFileSync(path, '', { mode: 0o644 });
    openDatabase(path).close();
    expect(modeOf(path)).toBe(0o600);
  });
});
