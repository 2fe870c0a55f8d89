/**
 * Every failure of a call rejects with an `ApiError`. `kind` is stable so the app can pick a
 * translated message for it; `message` is for developers and logs only.
 */
export type ApiErrorKind = 'session-ended' | 'http' | 'network' | 'invalid-response' | 'cancelled';

export abstract class ApiError extends Error {
  abstract readonly kind: ApiErrorKind;
  /** The call that failed, e.g. `GetStyling`. */
  readonly call: string;

  constructor(call: string, message: string, options?: ErrorOptions) {
    super(`${call}: ${message}`, options);
    this.call = call;
  }
}

/** 401, or 400 whose body is `Unauthorized`: the token is no longer accepted. */
export class SessionEndedError extends ApiError {
  readonly kind = 'session-ended';
  override readonly name = 'SessionEndedError';
}

/** The server answered with a non-2xx status; `reason` carries its error JSON when it sent one. */
export class HttpError extends ApiError {
  readonly kind = 'http';
  override readonly name = 'HttpError';
  readonly status: number;
  /** The server's human-readable message (`cOpmerking`), when its body was the error JSON. */
  readonly reason: string | undefined;
  /** The request field the server blamed (`cVeld`), when it named one. */
  readonly field: string | undefined;

  constructor(
    call: string,
    status: number,
    detail: { reason?: string | undefined; field?: string | undefined } = {},
  ) {
    super(call, `HTTP ${status}${detail.reason ? ` (${detail.reason})` : ''}`);
    this.status = status;
    this.reason = detail.reason;
    this.field = detail.field;
  }
}

/** The request never got an answer: offline, DNS, connection reset. */
export class NetworkError extends ApiError {
  readonly kind = 'network';
  override readonly name = 'NetworkError';
}

/** The server answered 2xx with a body that does not match the contract. */
export class InvalidResponseError extends ApiError {
  readonly kind = 'invalid-response';
  override readonly name = 'InvalidResponseError';
  /** Dotted path of the first offending field, e.g. `Mantel.cMantelnaam`; empty for the root. */
  readonly field: string;

  constructor(call: string, field: string, detail: string) {
    super(call, `invalid response at "${field || '(root)'}": ${detail}`);
    this.field = field;
  }
}

/** A newer read to the same path, or the caller's own signal, aborted this call. */
export class CancelledError extends ApiError {
  readonly kind = 'cancelled';
  override readonly name = 'CancelledError';
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
