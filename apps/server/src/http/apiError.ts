import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '@lease/api/contract';

/** The error JSON of decisions.md §2: `{ cStatus: 'error', cOpmerking, cVeld? }`. */
export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  field?: string,
): Response {
  const body: ApiErrorBody = { cStatus: 'error', cOpmerking: message };
  if (field) body.cVeld = field;
  return c.json(body, status);
}
