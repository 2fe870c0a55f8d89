import { describe, expect, it } from 'vitest';
import {
  clearLoginFailures,
  loginKeys,
  loginRetryAfter,
  recordLoginFailure,
  type LoginThrottlePolicy,
} from './loginThrottle.ts';
import { openDatabase } from './openDatabase.ts';

const policy: LoginThrottlePolicy = { windowSeconds: 900, maxPerAccount: 3, maxPerAddress: 5 };
const T = 1_800_000_000;

describe('the login throttle', () => {
  it('blocks an account at the limit until its oldest failure leaves the window', () => {
    const db = openDatabase(':memory:');
    const keys = loginKeys('horizon', 'Jan@Horizon.example ', '10.0.0.1');
    recordLoginFailure(db, keys, policy, T);
    recordLoginFailure(db, keys, policy, T + 10);
    expect(loginRetryAfter(db, keys, policy, T + 20)).toBe(0);
    recordLoginFailure(db, keys, policy, T + 20);
    expect(loginRetryAfter(db, keys, policy, T + 30)).toBe(870);
    // Same account typed differently: same key.
    expect(
      loginRetryAfter(db, loginKeys('HORIZON', 'jan@horizon.example', '10.0.0.2'), policy, T + 30),
    ).toBe(870);
    expect(loginRetryAfter(db, keys, policy, T + 900)).toBe(0);
  });

  it('blocks an address at its own limit, across accounts', () => {
    const db = openDatabase(':memory:');
    for (let i = 0; i < 5; i += 1) {
      recordLoginFailure(db, loginKeys('horizon', `user${i}`, '10.0.0.9'), policy, T);
    }
    expect(
      loginRetryAfter(db, loginKeys('horizon', 'someone-else', '10.0.0.9'), policy, T + 1),
    ).toBe(899);
    expect(
      loginRetryAfter(db, loginKeys('horizon', 'someone-else', '10.0.0.8'), policy, T + 1),
    ).toBe(0);
  });

  it('a success clears the account and takes back its own attempt only', () => {
    const db = openDatabase(':memory:');
    const keys = loginKeys('horizon', 'jan', '10.0.0.3');
    for (let i = 0; i < 4; i += 1)
      recordLoginFailure(db, loginKeys('horizon', `x${i}`, '10.0.0.3'), policy, T);
    recordLoginFailure(db, keys, policy, T);
    recordLoginFailure(db, keys, policy, T);
    const attempt = recordLoginFailure(db, keys, policy, T);
    clearLoginFailures(db, keys, attempt);
    const count = (scope: string) =>
      Number(db.prepare('SELECT count(*) AS n FROM login_failures WHERE scope = ?').get(scope)?.n);
    expect(count('account')).toBe(4);
    expect(count('address')).toBe(6);
    // The table never holds the typed username or the address.
    const keysStored = db
      .prepare('SELECT key FROM login_failures')
      .all()
      .map((r) => String(r.key));
    for (const key of keysStored) expect(key).not.toMatch(/jan|10\.0\.0/);
  });
});
