import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost parameters: CPU/memory cost `N` (a power of two), block size `r`, parallelism `p`. */
export interface ScryptCost {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/**
 * Password hashing with scrypt (memory-hard, built into Node). The cost parameters are stored
 * in each hash, so they can be raised later without invalidating existing hashes.
 * Production cost (about 100 ms a hash): what every stored password gets unless a caller passes
 * another cost — only tests do, through `AppDeps.passwordCost` and the seed.
 */
export const SCRYPT_COST: ScryptCost = Object.freeze({ N: 2 ** 15, r: 8, p: 1 });
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
// scrypt needs 128 · N · r bytes; Node's default ceiling (32 MiB) is exactly that, so leave room.
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions, length: number) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, salt and hash base64url; a fresh random salt per call. */
export async function hashPassword(
  password: string,
  cost: ScryptCost = SCRYPT_COST,
): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const options = { N: cost.N, r: cost.r, p: cost.p, maxmem: MAX_MEMORY };
  const key = await derive(password, salt, options, KEY_LENGTH);
  return [
    'scrypt',
    cost.N,
    cost.r,
    cost.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** Compares in constant time; a malformed stored hash simply does not match. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: MAX_MEMORY };
  if (![options.N, options.r, options.p].every((value) => Number.isInteger(value) && value > 0)) {
    return false;
  }
  const expected = Buffer.from(keyText, 'base64url');
  if (expected.length === 0) return false;
  const actual = await derive(
    password,
    Buffer.from(saltText, 'base64url'),
    options,
    expected.length,
  );
  return timingSafeEqual(actual, expected);
}

/** One decoy hash per cost, made on first use. */
const decoys = new Map<string, Promise<string>>();

/**
 * Burns the same time as a real check, for logins whose user does not exist: otherwise the
 * quick answer would tell an attacker which usernames are real. `cost` must be the cost the
 * stored passwords were hashed with.
 */
export async function verifyAgainstDecoy(
  password: string,
  cost: ScryptCost = SCRYPT_COST,
): Promise<false> {
  const key = `${cost.N}$${cost.r}$${cost.p}`;
  let decoy = decoys.get(key);
  if (!decoy) {
    decoy = hashPassword('decoy password that matches nothing', cost);
    decoys.set(key, decoy);
  }
  await verifyPassword(password, await decoy);
  return false;
}
