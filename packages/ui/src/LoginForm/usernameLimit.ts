/**
 * The longest user name the login accepts: the contract's `MAX_USERNAME_LENGTH` (the design
 * system takes only types from `@lease/api`, so the number is repeated here, and
 * `usernameLimit.test.ts` keeps the two equal).
 */
export const DEFAULT_MAX_USERNAME_LENGTH = 254;

/** Whether a user name is longer than `max`, counted as the server counts it: trimmed. */
export const usernameTooLong = (username: string, max: number) => username.trim().length > max;
