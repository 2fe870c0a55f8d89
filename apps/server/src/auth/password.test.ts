import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD_COST } from '../testing/testPasswordCost.ts';
import { hashPassword, SCRYPT_COST, verifyAgainstDecoy, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('uses the strong production cost unless told otherwise, and stores it in the hash', async () => {
    expect(SCRYPT_COST).toEqual({ N: 2 ** 15, r: 8, p: 1 });
    const hash = await hashPassword('Welkom#2026');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await verifyPassword('Welkom#2026', hash)).toBe(true);
    expect(await verifyPassword('welkom#2026', hash)).toBe(false);
  });

  it('verifies a hash of another cost by the cost stored in it', async () => {
    const hash = await hashPassword('Welkom#2026', TEST_PASSWORD_COST);
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('Welkom#2026', hash)).toBe(true);
    expect(await verifyPassword('Welkom#2027', hash)).toBe(false);
  });

  it('keeps the test cost far below production', () => {
    expect(TEST_PASSWORD_COST.N).toBeLessThan(SCRYPT_COST.N);
  });

  it.each([
    ['another scheme', 'bcrypt$10$8$1$c2FsdA$a2V5'],
    ['a zero cost', 'scrypt$0$8$1$c2FsdA$a2V5'],
    ['no key', 'scrypt$1024$8$1$c2FsdA$'],
    ['nothing', ''],
  ])('does not match %s', async (_case, stored) => {
    expect(await verifyPassword('Welkom#2026', stored)).toBe(false);
  });

  it('refuses every password against the decoy', async () => {
    expect(
      await verifyAgainstDecoy('decoy password that matches nothing', TEST_PASSWORD_COST),
    ).toBe(false);
    expect(await verifyAgainstDecoy('x', TEST_PASSWORD_COST)).toBe(false);
  });
});
