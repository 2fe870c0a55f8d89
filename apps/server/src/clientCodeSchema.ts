import { z } from 'zod';

/**
 * A client code as it appears in URLs (`/nl/{client}/…`) and in the database. Kept strict so a
 * code can go into a path, a log line or a file name without escaping.
 */
export const CLIENT_CODE_PATTERN = /^[a-z0-9-]{1,64}$/;

export const clientCodeSchema = z
  .string()
  .regex(CLIENT_CODE_PATTERN, { error: 'use 1 to 64 lower-case letters, digits or hyphens' });
