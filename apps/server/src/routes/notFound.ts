import { RequestError } from '../http/RequestError.ts';

/**
 * The 404 for another client's or driver's resource: the same answer as for one that does not
 * exist, so a caller cannot probe which ids belong to someone else.
 */
export function notFound(what: string, field?: string): RequestError {
  return new RequestError(`${what} was not found.`, {
    status: 404,
    ...(field ? { field } : {}),
  });
}
