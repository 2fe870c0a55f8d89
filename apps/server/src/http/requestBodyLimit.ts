import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestHeader } from './nodeMessage.ts';

/**
 * Refuses request bodies over `maxBytes` with `onTooLarge`. A body that states its length (every
 * request the portal and curl send) is judged by its `Content-Length` alone, before a byte of it
 * is read, and is then read straight from the socket by the Node adapter. Only a chunked body,
 * whose length is unknown until its end, goes through Hono's `bodyLimit`, which counts while it
 * streams — that wraps the request in a web `Request` and stream, a cost the common case skips.
 */
export function requestBodyLimit(
  maxBytes: number,
  onTooLarge: (c: Context) => Response | Promise<Response>,
): MiddlewareHandler {
  const streamed = bodyLimit({ maxSize: maxBytes, onError: onTooLarge });
  return async (c, next) => {
    const chunked = requestHeader(c, 'transfer-encoding') !== undefined;
    const declared = requestHeader(c, 'content-length');
    // No length and not chunked: there is no body (RFC 9112 §6.3).
    if (!chunked && declared === undefined) return next();
    if (!chunked && declared !== undefined && /^\d{1,15}$/.test(declared.trim())) {
      return Number(declared) > maxBytes ? onTooLarge(c) : next();
    }
    return streamed(c, next);
  };
}
