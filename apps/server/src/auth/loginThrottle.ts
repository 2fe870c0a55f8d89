import { createHash } from 'node:crypto';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { normalizeUsername } from '../db/users.ts';
import { addressBlock } from '../http/clientAddress.ts';

/**
 * Failed logins wait longer and longer, never a fixed lock. Two counts: an account on one address
 * (the driver mistyping, or someone guessing at one account), and an address over all accounts
 * (someone trying many accounts). No count covers an account from every address: that is the
 * count a stranger could keep full to shut the real driver out.
 */
export interface LoginThrottlePolicy {
  /** Failed attempts at one account from one address before the waits begin. */
  freePerAccount: number;
  /** How long an account's failures on an address count, from the first one. */
  accountMemorySeconds: number;
  /**
   * Failed attempts from one address before its waits begin. Higher than per account, and
   * remembered for a shorter time: an office or a mobile network puts many people behind one
   * address, and their typing mistakes add up.
   */
  freePerAddress: number;
  addressMemorySeconds: number;
  /** The first wait; each failure after it doubles the wait, up to `maxWaitSeconds`. */
  firstWaitSeconds: number;
  maxWaitSeconds: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottlePolicy = {
  freePerAccount: 3,
  accountMemorySeconds: 24 * 60 * 60,
  freePerAddress: 20,
  addressMemorySeconds: 15 * 60,
  firstWaitSeconds: 2,
  maxWaitSeconds: 15 * 60,
};

export interface LoginKeys {
  account: string;
  address: string;
}

const digest = (value: string) => createHash('sha256').update(value).digest('base64url');

/**
 * The throttle keys of a login attempt, hashed: the counts never hold a typed username (people
 * sometimes type their password into that field) or an address in the clear. The address counts
 * by its block (an IPv6 /64), and the account key includes it.
 */
export function loginKeys(client: string, username: string, address: string): LoginKeys {
  const block = addressBlock(address);
  return {
    account: digest(`${client.trim().toLowerCase()}\n${normalizeUsername(username)}\n${block}`),
    address: digest(block),
  };
}

/** The wait after `failures` counted failures, none while they are within `free`. */
export function waitAfter(failures: number, free: number, policy: LoginThrottlePolicy): number {
  if (failures < free) return 0;
  return Math.min(policy.firstWaitSeconds * 2 ** (failures - free), policy.maxWaitSeconds);
}

/** An attempt the throttle let through; tell it when the password was right. */
export interface LoginAttempt {
  succeeded(): Promise<void>;
}

export interface LoginThrottle {
  /**
   * Seconds the caller must still wait, or an attempt, counted as failed before the password is
   * checked: parallel guesses then see each other at once instead of all slipping through while
   * the slow scrypt checks run. A right password takes it back (`succeeded`).
   */
  attempt(keys: LoginKeys): Promise<{ waitSeconds: number } | LoginAttempt>;
}

/**
 * The login throttle, in this process's memory (rate-limiter-flexible): the lease API runs as one
 * process. A restart forgets the counts, which gives a guesser a few free attempts again, no more.
 */
export function createLoginThrottle(policy: LoginThrottlePolicy = DEFAULT_LOGIN_THROTTLE) {
  const scope = (name: string, free: number, memorySeconds: number) => ({
    free,
    failures: new RateLimiterMemory({
      keyPrefix: `${name}-failures`,
      points: Number.MAX_SAFE_INTEGER,
      duration: memorySeconds,
    }),
    // A key is "blocked" here for as long as its wait lasts.
    waits: new RateLimiterMemory({ keyPrefix: `${name}-wait`, points: 1, duration: 1 }),
  });
  const account = scope('account', policy.freePerAccount, policy.accountMemorySeconds);
  const address = scope('address', policy.freePerAddress, policy.addressMemorySeconds);

  const secondsLeft = async (waits: RateLimiterMemory, key: string) => {
    const state = await waits.get(key);
    return state && state.consumedPoints > waits.points ? Math.ceil(state.msBeforeNext / 1000) : 0;
  };
  const setWait = async (counted: ReturnType<typeof scope>, key: string, failures: number) => {
    const seconds = waitAfter(failures, counted.free, policy);
    // A block of 0 seconds would never end.
    if (seconds > 0) await counted.waits.block(key, seconds);
    else await counted.waits.delete(key);
  };

  const throttle: LoginThrottle = {
    async attempt(keys) {
      const waitSeconds = Math.max(
        await secondsLeft(account.waits, keys.account),
        await secondsLeft(address.waits, keys.address),
      );
      if (waitSeconds > 0) return { waitSeconds };
      const [onAccount, onAddress] = await Promise.all([
        account.failures.consume(keys.account),
        address.failures.consume(keys.address),
      ]);
      await setWait(account, keys.account, onAccount.consumedPoints);
      await setWait(address, keys.address, onAddress.consumedPoints);
      return {
        async succeeded() {
          await account.failures.delete(keys.account);
          await account.waits.delete(keys.account);
          // The address keeps its earlier failures: otherwise one valid account would let a
          // guesser clear the address between guesses at others. Their wait had passed when this
          // attempt was let in, so none is left, unless another attempt failed in the meantime.
          const left = await address.failures.reward(keys.address);
          const othersFailed = left.consumedPoints >= onAddress.consumedPoints;
          await setWait(address, keys.address, othersFailed ? left.consumedPoints : 0);
        },
      };
    },
  };
  return throttle;
}
