import type { ScryptCost } from '../auth/password.ts';

/**
 * The scrypt cost of test databases: 32 times cheaper than production's `SCRYPT_COST`, so seeding
 * and every login of a test take about 3 ms instead of 100 ms. Hashing and verifying are the same
 * code; `password.test.ts` checks the production cost itself.
 */
export const TEST_PASSWORD_COST: ScryptCost = Object.freeze({ N: 2 ** 10, r: 8, p: 1 });
