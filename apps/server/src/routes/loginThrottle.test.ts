import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponseSchema, type LoginResponse } from '@lease/api/contract';
import type { LoginThrottlePolicy } from '../db/loginThrottle.ts';
import { startTestServer, type TestServer } from '../testing/startTestServer.ts';

/** Small limits keep the test quick: every checked password is a slow scrypt run. */
const policy: LoginThrottlePolicy = { windowSeconds: 900, maxPerAccount: 3, maxPerAddress: 6 };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ loginThrottle: policy });
});
afterAll(() => server.close());

/**
 * A login from a chosen loopback address (all of 127.0.0.0/8 is local on Linux), so each test
 * has its own address count and the account and address limits can be told apart.
 */
function login(
  from: string,
  cClient: string,
  cGebruikersnaam: string,
  cWachtwoord: string,
): Promise<{ retryAfter: string | undefined; answer: LoginResponse }> {
  const { hostname, port } = new URL(server.url);
  const body = JSON.stringify({ cClient, cGebruikersnaam, cWachtwoord });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: hostname,
        port,
        localAddress: from,
        method: 'POST',
        path: '/api/CheckLogin',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          try {
            const retryAfter = res.headers['retry-after'];
            resolve({
              retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter,
              answer: loginResponseSchema.parse(JSON.parse(text)),
            });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const WRONG = 'Inloggen mislukt';
const THROTTLED = 'Te veel pogingen';

describe('login throttling (over HTTP)', () => {
  it('refuses an account at its limit without checking the password, existing or not', async () => {
    const from = '127.0.0.2';
    for (let i = 0; i < policy.maxPerAccount; i += 1) {
      expect((await login(from, 'polder', 'eva@polder.example', 'wrong')).answer.cStatus).toBe(
        WRONG,
      );
      expect((await login(from, 'polder', 'ghost@polder.example', 'x')).answer.cStatus).toBe(WRONG);
    }
    // The right password no longer gets in: it is not even checked.
    const real = await login(from, 'polder', 'eva@polder.example', 'demo1234');
    const ghost = await login(from, 'polder', 'ghost@polder.example', 'demo1234');
    expect(real.answer).toMatchObject({ bMagDoor: false, cStatus: THROTTLED });
    expect(ghost.answer).toEqual(real.answer);
    expect(Number(real.retryAfter)).toBeGreaterThan(0);
    // The account stays refused from another address too.
    const elsewhere = await login('127.0.0.3', 'polder', 'eva@polder.example', 'demo1234');
    expect(elsewhere.answer.cStatus).toBe(THROTTLED);
  });

  it('resets an account’s count on a success', async () => {
    const from = '127.0.0.4';
    for (let i = 0; i < policy.maxPerAccount - 1; i += 1) {
      await login(from, 'zonnig', 'lotte@zonnig.example', 'wrong');
    }
    expect((await login(from, 'zonnig', 'lotte@zonnig.example', 'demo1234')).answer.bMagDoor).toBe(
      true,
    );
    // Without the reset this failure would reach the limit and the next login would be refused.
    await login(from, 'zonnig', 'lotte@zonnig.example', 'wrong');
    expect((await login(from, 'zonnig', 'lotte@zonnig.example', 'demo1234')).answer.bMagDoor).toBe(
      true,
    );
  });

  it('counts parallel guesses before the slow password check', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => login('127.0.0.5', 'horizon', 'sanne@horizon.example', 'x')),
    );
    const checked = answers.filter((a) => a.answer.cStatus === WRONG);
    expect(checked).toHaveLength(policy.maxPerAccount);
    expect(answers.length - checked.length).toBe(6 - policy.maxPerAccount);
  });

  it('refuses an address at its limit, whatever the account', async () => {
    const from = '127.0.0.6';
    for (let i = 0; i < policy.maxPerAddress; i += 1) {
      const { answer } = await login(from, 'horizon', `guess${i}@horizon.example`, 'wrong');
      expect(answer.cStatus).toBe(WRONG);
    }
    const jan = await login(from, 'horizon', 'jan@horizon.example', 'demo1234');
    expect(jan.answer).toMatchObject({ bMagDoor: false, cStatus: THROTTLED });
    // Another address is not affected.
    expect(
      (await login('127.0.0.7', 'horizon', 'jan@horizon.example', 'demo1234')).answer.bMagDoor,
    ).toBe(true);
  });
});
