import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponseSchema, type LoginResponse } from '@lease/api/contract';
import { QUICK_LOGIN_THROTTLE } from '../testing/quickLoginThrottle.ts';
import { rawRequest } from '../testing/rawRequest.ts';
import { startTestServer, type TestServer } from '../testing/startTestServer.ts';

const policy = QUICK_LOGIN_THROTTLE;

let server: TestServer;
let behindProxy: TestServer;
beforeAll(async () => {
  [server, behindProxy] = await Promise.all([
    startTestServer({ loginThrottle: policy }),
    startTestServer({ loginThrottle: policy, trustedProxies: ['127.0.0.1'] }),
  ]);
});
afterAll(() => Promise.all([server.close(), behindProxy.close()]));

interface Login {
  cClient: string;
  cGebruikersnaam: string;
  cWachtwoord: string;
  cTaal?: string;
}

/**
 * A login from a chosen loopback address (all of 127.0.0.0/8 is local on Linux), so each test
 * has its own address count and the account and address counts can be told apart.
 */
async function login(
  from: string,
  body: Login,
  options: { to?: TestServer; forwardedFor?: string } = {},
): Promise<{ retryAfter: string | undefined; answer: LoginResponse }> {
  const response = await rawRequest(`${(options.to ?? server).url}/api/CheckLogin`, {
    method: 'POST',
    localAddress: from,
    headers: {
      'Content-Type': 'application/json',
      ...(options.forwardedFor ? { 'X-Forwarded-For': options.forwardedFor } : {}),
    },
    body: JSON.stringify(body),
  });
  const retryAfter = response.headers['retry-after'];
  return {
    retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter,
    answer: loginResponseSchema.parse(JSON.parse(response.body.toString('utf8'))),
  };
}

const account = (cClient: string, cGebruikersnaam: string, cWachtwoord: string) => ({
  cClient,
  cGebruikersnaam,
  cWachtwoord,
});

const WRONG = 'Inloggen mislukt';
const THROTTLED = 'Te veel pogingen';

describe('login throttling (over HTTP)', () => {
  it('makes an account wait after its free failures, existing or not, saying how long', async () => {
    const from = '127.0.0.2';
    for (let i = 0; i < policy.freePerAccount; i += 1) {
      const eva = await login(from, account('polder', 'eva@polder.example', 'wrong'));
      expect(eva.answer.cStatus).toBe(WRONG);
      const ghost = await login(from, account('polder', 'ghost@polder.example', 'x'));
      expect(ghost.answer.cStatus).toBe(WRONG);
    }
    // The right password is not even checked while the wait lasts.
    const real = await login(from, account('polder', 'eva@polder.example', 'demo1234'));
    const ghost = await login(from, account('polder', 'ghost@polder.example', 'demo1234'));
    expect(real.answer).toEqual({
      bMagDoor: false,
      cStatus: THROTTLED,
      cOpmerking:
        'Er is te vaak een onjuist wachtwoord ingevoerd. Probeer het over 1 minuut opnieuw.',
    });
    expect(ghost.answer).toEqual(real.answer);
    expect(real.retryAfter).toBe('60');
    // In the language the login page asked for.
    const german = await login(from, {
      ...account('polder', 'eva@polder.example', 'x'),
      cTaal: 'de',
    });
    expect(german.answer).toMatchObject({
      cStatus: 'Zu viele Versuche',
      cOpmerking: 'Zu viele falsche Versuche. Bitte versuchen Sie es in 1 Minute erneut.',
    });
  });

  it('lets the real driver in from their own address, however often a stranger fails', async () => {
    const stranger = '127.0.0.3';
    for (let i = 0; i < 12; i += 1) {
      await login(stranger, account('polder', 'kees@polder.example', `guess-${i}`));
    }
    expect(
      (await login(stranger, account('polder', 'kees@polder.example', 'demo1234'))).answer.cStatus,
    ).toBe(THROTTLED);
    const driver = await login('127.0.0.4', account('polder', 'kees@polder.example', 'demo1234'));
    expect(driver.answer.bMagDoor).toBe(true);
  });

  it('forgets an account’s failures on a success', async () => {
    const from = '127.0.0.5';
    for (let i = 0; i < policy.freePerAccount - 1; i += 1) {
      await login(from, account('zonnig', 'lotte@zonnig.example', 'wrong'));
    }
    expect(
      (await login(from, account('zonnig', 'lotte@zonnig.example', 'demo1234'))).answer.bMagDoor,
    ).toBe(true);
    // Without the reset this failure would start the wait and the next login would be refused.
    await login(from, account('zonnig', 'lotte@zonnig.example', 'wrong'));
    expect(
      (await login(from, account('zonnig', 'lotte@zonnig.example', 'demo1234'))).answer.bMagDoor,
    ).toBe(true);
  });

  it('counts parallel guesses before the slow password check', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        login('127.0.0.6', account('horizon', 'sanne@horizon.example', 'x')),
      ),
    );
    const checked = answers.filter((a) => a.answer.cStatus === WRONG);
    expect(checked).toHaveLength(policy.freePerAccount);
    expect(answers.length - checked.length).toBe(6 - policy.freePerAccount);
  });

  it('makes an address wait after its free failures, whatever the account', async () => {
    const from = '127.0.0.7';
    for (let i = 0; i < policy.freePerAddress; i += 1) {
      const guess = await login(from, account('horizon', `guess${i}@horizon.example`, 'wrong'));
      expect(guess.answer.cStatus).toBe(WRONG);
    }
    const jan = await login(from, account('horizon', 'jan@horizon.example', 'demo1234'));
    expect(jan.answer).toMatchObject({ bMagDoor: false, cStatus: THROTTLED });
    // Another address is not affected.
    expect(
      (await login('127.0.0.8', account('horizon', 'jan@horizon.example', 'demo1234'))).answer
        .bMagDoor,
    ).toBe(true);
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const from = '127.0.0.9';
    for (let i = 0; i < policy.freePerAccount; i += 1) {
      await login(from, account('horizon', 'beheer@horizon.example', 'wrong'), {
        forwardedFor: `198.51.100.${i + 1}`,
      });
    }
    const next = await login(from, account('horizon', 'beheer@horizon.example', 'demo1234'), {
      forwardedFor: '198.51.100.99',
    });
    expect(next.answer.cStatus).toBe(THROTTLED);
  });
});

describe('login throttling behind a trusted proxy', () => {
  const viaProxy = (forwardedFor: string, password: string) =>
    login('127.0.0.1', account('horizon', 'jan@horizon.example', password), {
      to: behindProxy,
      forwardedFor,
    });

  it('counts the forwarded address, one IPv6 /64 as one caller', async () => {
    // Two addresses of one /64 reach the account's free failures together …
    expect((await viaProxy('2001:db8:1:2::a', 'wrong')).answer.cStatus).toBe(WRONG);
    expect((await viaProxy('2001:db8:1:2::b', 'wrong')).answer.cStatus).toBe(WRONG);
    expect((await viaProxy('2001:db8:1:2:ffff::1', 'demo1234')).answer.cStatus).toBe(THROTTLED);
    // … while the real driver elsewhere, behind the same proxy, gets in.
    expect((await viaProxy('2001:db8:1:3::a', 'demo1234')).answer.bMagDoor).toBe(true);
    expect((await viaProxy('203.0.113.7', 'demo1234')).answer.bMagDoor).toBe(true);
  });

  it('takes the right-most forwarded address that is not the proxy, not what the caller wrote', async () => {
    for (let i = 0; i < policy.freePerAccount; i += 1) {
      await viaProxy(`192.0.2.${i + 1}, 203.0.113.50`, 'wrong');
    }
    // The address the proxy saw is the caller, whatever it wrote before it …
    expect((await viaProxy('192.0.2.77, 203.0.113.50, 127.0.0.1', 'demo1234')).answer.cStatus).toBe(
      THROTTLED,
    );
    // … and another address the proxy saw is another caller.
    expect((await viaProxy('192.0.2.1, 203.0.113.51', 'demo1234')).answer.bMagDoor).toBe(true);
  });
});
