import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { prepared } from './prepared.ts';

describe('prepared', () => {
  it('compiles a statement once per database and SQL text, and reuses it safely', () => {
    const a = new DatabaseSync(':memory:');
    const b = new DatabaseSync(':memory:');
    a.exec('CREATE TABLE t (n INTEGER); INSERT INTO t VALUES (1), (2)');
    b.exec('CREATE TABLE t (n INTEGER); INSERT INTO t VALUES (3)');
    const sql = 'SELECT sum(n) AS s FROM t WHERE n >= ?';
    expect(prepared(a, sql)).toBe(prepared(a, sql));
    expect(prepared(a, sql)).not.toBe(prepared(b, sql));
    expect(prepared(a, sql).get(0)?.s).toBe(3);
    expect(prepared(a, sql).get(2)?.s).toBe(2);
    expect(prepared(b, sql).get(0)?.s).toBe(3);
    // Later writes are seen: a statement holds no data, only the compiled query.
    a.exec('INSERT INTO t VALUES (10)');
    expect(prepared(a, sql).get(0)?.s).toBe(13);
    a.close();
    b.close();
  });
});
