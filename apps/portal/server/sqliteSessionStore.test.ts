import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashSessionId, isSessionId, type SessionStore } from './sessionStore.ts';
import { IN_MEMORY, openSqliteSessionStore } from './sqliteSessionStore.ts';

const HOUR = 60 * 60 * 1000;

describe('the SQLite session store', () => {
  let clock = 1_000_000;
  let store: SessionStore;
  beforeEach(() => {
    clock = 1_000_000;
    store = openSqliteSessionStore(IN_MEMORY, { now: () => clock });
  });
  afterEach(() => store.close());

  it('gives a new 32-byte id and answers its session until it expires', async () => {
    const id = await store.create({ token: 't1', expiresAt: clock + HOUR });
    expect(isSessionId(id)).toBe(true);
    expect(await store.get(id)).toEqual({ token: 't1', expiresAt: clock + HOUR });
    clock += HOUR;
    expect(await store.get(id)).toBeNull();
  });

  it('answers nothing for an unknown id', async () => {
    await store.create({ token: 't1', expiresAt: clock + HOUR });
    expect(await store.get('x'.repeat(43))).toBeNull();
  });

  it('replaces a session under a new id; the old id opens nothing', async () => {
    const before = await store.create({ token: 'login', expiresAt: clock + HOUR });
    const after = await store.replace(before, { token: 'chosen', expiresAt: clock + HOUR });
    expect(after).not.toBe(before);
    expect(await store.get(before)).toBeNull();
    expect((await store.get(after))?.token).toBe('chosen');
  });

  it('forgets a deleted session', async () => {
    const id = await store.create({ token: 't1', expiresAt: clock + HOUR });
    await store.delete(id);
    expect(await store.get(id)).toBeNull();
  });

  it('sweeps out only the expired sessions', async () => {
    await store.create({ token: 'short', expiresAt: clock + 1000 });
    const long = await store.create({ token: 'long', expiresAt: clock + HOUR });
    clock += 1000;
    expect(await store.deleteExpired()).toBe(1);
    expect((await store.get(long))?.token).toBe('long');
  });
});

describe('the SQLite session store in a file', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'portal-sessions-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is readable by its owner only and keeps the id hashed, never as the cookie says it', async () => {
    const path = join(dir, 'sessions.db');
    const store = openSqliteSessionStore(path);
    const id = await store.create({ token: 't1', expiresAt: Date.now() + HOUR });
    store.close();
    expect(statSync(path).mode & 0o777).toBe(0o600);
    const db = new DatabaseSync(path);
    const keys = db
      .prepare('SELECT id_hash FROM portal_session')
      .all()
      .map((row) => row.id_hash);
    db.close();
    expect(keys).toEqual([hashSessionId(id)]);
    expect(keys).not.toContain(id);
  });

  it('is shared by two processes that open the same file', async () => {
    const path = join(dir, 'sessions.db');
    const first = openSqliteSessionStore(path);
    const second = openSqliteSessionStore(path);
    const id = await first.create({ token: 't1', expiresAt: Date.now() + HOUR });
    expect((await second.get(id))?.token).toBe('t1');
    await second.delete(id);
    expect(await first.get(id)).toBeNull();
    first.close();
    second.close();
  });
});
