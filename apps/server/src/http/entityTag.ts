import type { ContentCoding } from './contentCoding.ts';

/**
 * The entity tag of `etag`'s body sent in `coding`: the brotli and the gzip body of a file are
 * different bytes of one answer, so a cache must never take one for the other (RFC 9110 §8.8.3). The coding
 * goes inside the quotes: `W/"1a2b-br"`.
 */
export function etagInCoding(etag: string, coding: ContentCoding | undefined): string {
  if (!coding) return etag;
  const suffix = coding === 'br' ? '-br' : '-gz';
  return etag.endsWith('"') ? `${etag.slice(0, -1)}${suffix}"` : `${etag}${suffix}`;
}
