import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig, REPO_ROOT } from './config.ts';

describe('readConfig', () => {
  it('defaults to port 3000 and the data folder, relative to the repository', () => {
    expect(readConfig({}, [])).toEqual({
      port: 3000,
      databasePath: join(REPO_ROOT, 'apps/server/data/lease.db'),
      tokenSecret: undefined,
      defaultClient: undefined,
      logLevel: 'info',
      reset: false,
      listen: true,
      trustedProxies: [],
      production: false,
    });
  });

  it('reads the environment and the flags', () => {
    const config = readConfig(
      {
        PORT: '8080',
        DATABASE_PATH: ':memory:',
        TOKEN_SECRET: 's3cret',
        DEFAULT_CLIENT: 'polder',
        LOG_LEVEL: 'silent',
        TRUSTED_PROXIES: ' 127.0.0.1, ::1 ,10.0.0.0/8',
      },
      ['--reset', '--no-listen'],
    );
    expect(config).toMatchObject({
      port: 8080,
      databasePath: ':memory:',
      tokenSecret: 's3cret',
      defaultClient: 'polder',
      logLevel: 'silent',
      reset: true,
      listen: false,
      trustedProxies: ['127.0.0.1', '::1', '10.0.0.0/8'],
    });
  });

  it.each([
    [{ PORT: 'abc' }, [], /PORT/],
    [{ PORT: '70000' }, [], /PORT/],
    [{ DEFAULT_CLIENT: 'Horizon' }, [], /DEFAULT_CLIENT/],
    [{ LOG_LEVEL: 'loud' }, [], /LOG_LEVEL/],
    [{ PUBLIC_URL: 'localhost:3000/nl' }, [], /PUBLIC_URL/],
    [{ TRUSTED_PROXIES: '127.0.0.1, proxy.local' }, [], /TRUSTED_PROXIES.*proxy\.local/],
    [{}, ['--rest'], /--rest/],
  ])('refuses %j %j with a message naming the setting', (env, argv, message) => {
    expect(() => readConfig(env, argv)).toThrow(message);
  });
});
