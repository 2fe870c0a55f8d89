import { contextIdOf, type DriverContext } from '../db/driverContext.ts';

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
 * A bounded map of answers, least recently used out first: for answers that are a pure function
 * of their key, so a repeat is a lookup. The key must hold everything the answer depends on.
 */
export interface AnswerCache<Value> {
  get(key: string): Value | undefined;
  set(key: string, value: Value): void;
}

export function createAnswerCache<Value>(size: number): AnswerCache<Value> {
  const entries = new Map<string, Value>();
  return {
    get(key) {
      const value = entries.get(key);
      if (value !== undefined) {
        // Map keeps insertion order: moving a hit to the end makes the first key the oldest.
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key, value) {
      entries.delete(key);
      if (entries.size >= size) entries.delete(entries.keys().next().value ?? '');
      entries.set(key, value);
    },
  };
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
