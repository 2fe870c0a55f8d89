import type { LoginThrottlePolicy } from '../auth/loginThrottle.ts';

/**
 * Login waits for tests: small counts keep a test quick (every checked password is a slow scrypt
 * run), and a first wait of a minute keeps every wait running for the whole test.
 */
export const QUICK_LOGIN_THROTTLE: LoginThrottlePolicy = {
  freePerAccount: 2,
  accountMemorySeconds: 3600,
  freePerAddress: 5,
  addressMemorySeconds: 3600,
  firstWaitSeconds: 60,
  maxWaitSeconds: 900,
};
