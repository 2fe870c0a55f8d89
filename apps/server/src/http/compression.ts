import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { ContentCoding } from './contentCoding.ts';

/**
 * Bodies below this are sent as they are: they fit in one TCP packet either way, and brotli's and
 * gzip's own framing eats most of what they would save.
 */
export const MIN_COMPRESSIBLE_BYTES = 1024;

/**
 * Text that compresses well: HTML, CSS, JavaScript, JSON (the API, source maps, the web
 * manifest), XML and SVG. Images, fonts and other binary types are already compressed by their
 * format, so a second pass costs CPU for nothing. `text/event-stream` is left alone: it is sent
 * as it is produced, and compressing it would hold events back until a block fills.
 */
const COMPRESSIBLE_TYPE =
  /^\s*(?:text\/(?!event-stream\b)[\w.+-]+|application\/(?:json|javascript|xml|(?:[\w.-]+\+)(?:json|xml))|image\/svg\+xml)\s*(?:;|$)/i;

export function isCompressibleContentType(contentType: string | null | undefined): boolean {
  return contentType !== null && contentType !== undefined && COMPRESSIBLE_TYPE.test(contentType);
}

/**
 * How hard to work on a body:
 * - `perResponse`: compressed for each response (API answers, the portal page with its nonce),
 *   so it must be quick. Brotli quality 4 takes a 36 kB page of search results to 5.3 kB in
 *   about 0.25 ms; quality 5 saves another 6 % for 60 % more time.
 * - `once`: a portal file the build did not precompress, compressed on its first request and
 *   kept. Quality 9 takes the 287 kB entry chunk to 85 kB in about 26 ms; the build's quality 11
 *   reaches 79 kB but takes 0.4 s, too long for a visitor to wait.
 */
export type CompressionEffort = 'perResponse' | 'once';

const BROTLI_QUALITY: Record<CompressionEffort, number> = { perResponse: 4, once: 9 };
const GZIP_LEVEL: Record<CompressionEffort, number> = {
  perResponse: constants.Z_DEFAULT_COMPRESSION,
  once: constants.Z_BEST_COMPRESSION,
};

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * `bytes` in `coding`. zlib's asynchronous calls run on libuv's thread pool, so a large body
 * does not hold up the requests that the event loop is answering meanwhile.
 */
export function compressBytes(
  bytes: Uint8Array,
  coding: ContentCoding,
  effort: CompressionEffort,
): Promise<Uint8Array<ArrayBuffer>> {
  if (coding === 'gzip') return gzipped(bytes, { level: GZIP_LEVEL[effort] });
  return brotli(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort],
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
    },
  });
}
