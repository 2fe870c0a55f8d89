import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * A problem with the caller's request. Route code throws it; the app's error handler turns it
 * into the error JSON with this status and field, so bad input can never become a 500.
 */
export class RequestError extends Error {
  override readonly name = 'RequestError';
  readonly status: ContentfulStatusCode;
  /** The request field at fault (`cVeld`), when one is. */
  readonly field: string | undefined;
  /** Seconds until the same request may succeed (`Retry-After`), for a limit that was reached. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    message: string,
    options: { status?: ContentfulStatusCode; field?: string; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.status = options.status ?? 400;
    this.field = options.field;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
