import { MAX_USERNAME_LENGTH } from '@lease/api/contract';

/** The longest user name the login accepts: the contract's. */
export const DEFAULT_MAX_USERNAME_LENGTH = MAX_USERNAME_LENGTH;

/** Whether a user name is longer than `max`, counted as the server counts it: trimmed. */
export const usernameTooLong = (username: string, max: number) => username.trim().length > max;
