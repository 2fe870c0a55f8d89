import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createLoginThrottle,
  DEFAULT_LOGIN_THROTTLE,
  loginKeys,
  waitAfter,
  type LoginThrottlePolicy,
} from './loginThrottle.ts';

const policy: LoginThrottlePolicy = {
  freePerAccount: 2,
  accountMemorySeconds: 3600,
  freePerAddress: 4,
  addressMemorySeconds: 900,
  firstWaitSeconds: 2,
  maxWaitSeconds: 60,
};

beforeEach(() => {
  // Only the clock: the throttle reads Date.now, and no test sleeps.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-27T09:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const seconds = (n: number) => vi.setSystemTime(Date.now() + n * 1000);

/** One failed login: undefined when it was let through, else the seconds it had to wait. */
async function fail(throttle: ReturnType<typeof createLoginThrottle>, keys = jan) {
  const attempt = await throttle.attempt(keys);
  return 'waitSeconds' in attempt ? attempt.waitSeconds : undefined;
}

const jan = loginKeys('horizon', 'jan@horizon.example', '192.0.2.1');

describe('the login throttle', () => {
  it('doubles the wait with every failure after the free ones, up to the maximum', async () => {
    const throttle = createLoginThrottle(policy);
    expect(await fail(throttle)).toBeUndefined();
    expect(await fail(throttle)).toBeUndefined();
    const waits: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const wait = await fail(throttle);
      expect(wait).toBeGreaterThan(0);
      waits.push(wait ?? 0);
      seconds(wait ?? 0);
      expect(await fail(throttle)).toBeUndefined();
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 60, 60]);
  });

  it('never locks: once the wait has passed, the right password is checked again', async () => {
    const throttle = createLoginThrottle(policy);
    for (let i = 0; i < 20; i += 1) {
      const wait = await fail(throttle);
      if (wait !== undefined) seconds(wait);
    }
    const attempt = await throttle.attempt(jan);
    expect('waitSeconds' in attempt).toBe(true);
    seconds(policy.maxWaitSeconds);
    const later = await throttle.attempt(jan);
    if ('waitSeconds' in later) throw new Error('still waiting');
    await later.succeeded();
    // A success forgets the account's failures on this address.
    expect(await fail(throttle)).toBeUndefined();
  });

  it('a success leaves the address no wait of its own, but keeps its earlier failures', async () => {
    const throttle = createLoginThrottle(policy);
    const office = (user: string) => loginKeys('horizon', user, '192.0.2.9');
    for (let i = 0; i < policy.freePerAddress - 1; i += 1) await fail(throttle, office(`x${i}`));
    const attempt = await throttle.attempt(office('jan@horizon.example'));
    if ('waitSeconds' in attempt) throw new Error('refused');
    await attempt.succeeded();
    // The success took its attempt back: a colleague is not kept waiting by it …
    expect(await fail(throttle, office('anna@horizon.example'))).toBeUndefined();
    // … but that was the address's last free failure.
    expect(await fail(throttle, office('piet@horizon.example'))).toBe(2);
  });

  it('forgets an account’s failures after a day, an address’s sooner', async () => {
    const throttle = createLoginThrottle(policy);
    for (let i = 0; i < 3; i += 1) await fail(throttle);
    seconds(policy.accountMemorySeconds);
    expect(await fail(throttle)).toBeUndefined();

    const office = (user: string) => loginKeys('horizon', user, '192.0.2.9');
    for (let i = 0; i < policy.freePerAddress + 1; i += 1) await fail(throttle, office(`x${i}`));
    expect(await fail(throttle, office('y'))).toBeGreaterThan(0);
    seconds(policy.addressMemorySeconds);
    expect(await fail(throttle, office('z'))).toBeUndefined();
  });

  it('counts an IPv6 caller by its /64 and keeps names and addresses hashed', () => {
    const a = loginKeys('horizon', 'Jan@Horizon.example ', '2001:db8:1:2::a');
    expect(loginKeys('HORIZON', 'jan@horizon.example', '2001:db8:1:2:ffff::1')).toEqual(a);
    expect(loginKeys('horizon', 'jan@horizon.example', '2001:db8:1:3::a').address).not.toBe(
      a.address,
    );
    expect(JSON.stringify(a)).not.toMatch(/jan|2001|horizon/);
  });

  it('waits nothing within the free failures', () => {
    expect(waitAfter(2, 3, DEFAULT_LOGIN_THROTTLE)).toBe(0);
    expect(waitAfter(3, 3, DEFAULT_LOGIN_THROTTLE)).toBe(DEFAULT_LOGIN_THROTTLE.firstWaitSeconds);
  });
});
