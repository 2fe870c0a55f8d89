import type { Context } from 'hono';
import { contextIdOf, type DriverContext } from '../db/driverContext.ts';
import { markKeptBody } from './compressAnswers.ts';

/**
 * An answer as the bytes sent: kept answers are encoded to UTF-8 once, not on every send (a
 * page of search results is about 30 kB of JSON).
 */
export function jsonBytes(value: unknown): JsonBytes {
  return utf8.encode(JSON.stringify(value));
}

/** The UTF-8 bytes of a JSON answer. */
export type JsonBytes = Uint8Array<ArrayBuffer>;

const utf8 = new TextEncoder();

/**
 * Answers with JSON bytes. The one header is given as a plain object, which Hono and the Node
 * adapter pass on to `writeHead` as it is (`c.header()` would make a `Headers` object first).
 * The bytes are marked as kept, so `compressAnswers` compresses a repeated answer only once.
 */
export function sendJsonBytes(c: Context, bytes: JsonBytes): Response {
  return markKeptBody(c.body(bytes, 200, { 'Content-Type': 'application/json' }), bytes);
}

/** A request longer than this (the portal's are a few hundred characters) is never kept. */
export const MAX_KEYED_REQUEST_CHARS = 4_096;

/**
 * The key of an answer that depends on nothing but the caller's context, the period it is
 * priced in and the request's text: the same text parses to the same valid request, so a repeat
 * need not even be parsed again. Undefined (not to be kept) for a context that was not read with
 * `currentDriverContext` or a long request.
 */
export function answerKey(
  context: DriverContext,
  period: string,
  requestText: string,
): string | undefined {
  const contextId = contextIdOf(context);
  if (contextId === undefined || requestText.length > MAX_KEYED_REQUEST_CHARS) return undefined;
  return `${contextId}\u0000${period}\u0000${requestText}`;
}
