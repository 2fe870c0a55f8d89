import type { Context, MiddlewareHandler } from 'hono';
import { compressBytes, isCompressibleContentType, MIN_COMPRESSIBLE_BYTES } from './compression.ts';
import { negotiateContentCoding, varyAlso, type ContentCoding } from './contentCoding.ts';
import { etagInCoding } from './entityTag.ts';
import { requestHeader, withResponseHeaders } from './nodeMessage.ts';

const VARY_ON_CODING = Object.freeze({ Vary: 'Accept-Encoding' });

/** Statuses whose response has no body (or only a part of one) to compress. */
function mayHaveWholeBody(status: number): boolean {
  return status >= 200 && status !== 204 && status !== 205 && status !== 206 && status !== 304;
}

/**
 * Replaces the context's response as a whole. Assigning `c.res` over an existing response makes
 * Hono copy every header of the old one onto the new one (its old `Vary` would win over ours)
 * and wrap the new body in a stream; clearing it first makes the assignment a plain one.
 */
function replaceResponse(c: Context, response: Response): void {
  c.res = undefined;
  c.res = response;
}

/**
 * Compressed bodies of kept answers (`sendJsonBytes`), per coding: a repeated search is then
 * compressed once, not on every request. Weak, so they go when the answer leaves its cache.
 */
const compressedAnswers = new WeakMap<Uint8Array, Partial<Record<ContentCoding, Uint8Array>>>();

/** The bytes of responses made from a kept answer, so their compression can be kept too. */
const keptBodies = new WeakMap<Response, Uint8Array>();

/** Says that `response` carries `bytes`, which the caller keeps and will send again unchanged. */
export function markKeptBody(response: Response, bytes: Uint8Array): Response {
  keptBodies.set(response, bytes);
  return response;
}

async function compressedKept(bytes: Uint8Array, coding: ContentCoding): Promise<Uint8Array> {
  const known = compressedAnswers.get(bytes);
  const kept = known?.[coding];
  if (kept) return kept;
  const compressed = await compressBytes(bytes, coding);
  compressedAnswers.set(bytes, { ...known, [coding]: compressed });
  return compressed;
}

/**
 * Compresses text answers of at least {@link MIN_COMPRESSIBLE_BYTES} with brotli or gzip, as
 * the request's `Accept-Encoding` allows, and marks every answer `Vary: Accept-Encoding`.
 *
 * Our own rather than `hono/compress`: that one offers gzip and deflate only, streams every body
 * through `CompressionStream` (which leaves the Node adapter's fast path for plain bodies and
 * drops `Content-Length`), and cannot know the size of a JSON answer, so it compresses even a
 * few bytes. Here the whole body is at hand (every API answer is built in memory; the
 * `Content-Type` check keeps images and any stream out), so it is compressed in one call and
 * sent with its length.
 *
 * A client that accepts no coding (the benchmark, curl without `--compressed`) costs one header
 * read and one header set: the response itself is never touched.
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    // A HEAD answer has no body to compress; its headers then describe the unencoded one.
    const coding =
      c.req.method === 'HEAD'
        ? undefined
        : negotiateContentCoding(requestHeader(c, 'accept-encoding'));
    await withResponseHeaders(c, VARY_ON_CODING, next);
    if (!coding) return;

    const response = c.res;
    if (!mayHaveWholeBody(response.status)) return;
    const headers = response.headers;
    if (
      headers.has('content-encoding') ||
      !isCompressibleContentType(headers.get('content-type')) ||
      /\bno-transform\b/i.test(headers.get('cache-control') ?? '')
    ) {
      return;
    }
    // A stated length spares reading a small body just to find it small.
    const statedLength = headers.get('content-length');
    if (statedLength !== null && Number(statedLength) < MIN_COMPRESSIBLE_BYTES) return;

    const kept = keptBodies.get(response);
    const body = kept ?? new Uint8Array(await response.arrayBuffer());
    if (body.byteLength < MIN_COMPRESSIBLE_BYTES) {
      // Reading the body used it up: the answer goes out again as the same bytes.
      if (!kept) replaceResponse(c, new Response(body, { status: response.status, headers }));
      return;
    }

    const compressed = kept
      ? await compressedKept(kept, coding)
      : await compressBytes(body, coding);
    const encodedHeaders = new Headers(headers);
    encodedHeaders.set('Content-Encoding', coding);
    encodedHeaders.set('Vary', varyAlso(headers.get('vary'), 'Accept-Encoding'));
    encodedHeaders.set('Content-Length', String(compressed.byteLength));
    const etag = headers.get('etag');
    if (etag) encodedHeaders.set('ETag', etagInCoding(etag, coding));
    replaceResponse(
      c,
      new Response(compressed, { status: response.status, headers: encodedHeaders }),
    );
  };
}
