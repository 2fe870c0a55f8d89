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
      smtpUrl: undefined,
      mailFrom: 'Lease portal <no-reply@localhost>',
      portalUrl: undefined,
      mailPollMs: 10_000,
      operatorPassword: undefined,
    });
  });

  it('reads how often the sender looks for mail, within 100 ms and an hour', () => {
    expect(readConfig({ MAIL_POLL_MS: '250' }, []).mailPollMs).toBe(250);
    for (const wrong of ['50', '1.5', 'soon', '3600001']) {
      expect(() => readConfig({ MAIL_POLL_MS: wrong }, [])).toThrow(
        `MAIL_POLL_MS must be a whole number of milliseconds from 100 to 3600000, not "${wrong}".`,
      );
    }
  });

  it('takes an operator password of 16 characters or more, and never repeats a wrong one', () => {
    expect(readConfig({ OPERATOR_PASSWORD: 'correct horse battery' }, []).operatorPassword).toBe(
      'correct horse battery',
    );
    const short = () => readConfig({ OPERATOR_PASSWORD: 'hunter2hunter2' }, []);
    expect(short).toThrow('OPERATOR_PASSWORD must be at least 16 characters.');
    expect(short).not.toThrow(/hunter2/);
  });

  it('reads the mail settings; the sender defaults to no-reply at the portal’s domain', () => {
    expect(
      readConfig(
        { SMTP_URL: 'smtp://user:pass@mail.example:587', PORTAL_URL: 'https://lease.example/' },
        [],
      ),
    ).toMatchObject({
      smtpUrl: 'smtp://user:pass@mail.example:587',
      portalUrl: 'https://lease.example',
      mailFrom: 'Lease portal <no-reply@lease.example>',
    });
    expect(readConfig({ MAIL_FROM: 'Horizon <lease@horizon.example>' }, []).mailFrom).toBe(
      'Horizon <lease@horizon.example>',
    );
  });

  it('names SMTP_URL when it is wrong, never its value (it holds a password)', () => {
    expect(() => readConfig({ SMTP_URL: 'http://user:secret@mail.example' }, [])).toThrow(
      /^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
    expect(() => readConfig({ SMTP_URL: 'http://user:secret@mail.example' }, [])).not.toThrow(
      /secret/,
    );
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
    [{ PORTAL_URL: 'https://lease.example/?token=1' }, [], /PORTAL_URL/],
    [{ MAIL_FROM: 'nobody' }, [], /MAIL_FROM/],
    [{ TRUSTED_PROXIES: '127.0.0.1, proxy.local' }, [], /TRUSTED_PROXIES.*proxy\.local/],
    [{}, ['--rest'], /--rest/],
  ])('refuses %j %j with a message naming the setting', (env, argv, message) => {
    expect(() => readConfig(env, argv)).toThrow(message);
  });
});
