import type { Handler } from 'hono';
import { apiError } from './apiError.ts';

/** A 405 with `Allow`, for a known path called with the wrong method (instead of a vague 404). */
export function methodNotAllowed(allowed: readonly string[]): Handler {
  return (c) => {
    c.header('Allow', allowed.join(', '));
    return apiError(c, 405, `Use ${allowed.join(' or ')} for ${c.req.path}.`);
  };
}
