import type { ContentCoding } from './contentCoding.ts';

/**
 * The entity tag of `etag`'s body sent in `coding`: the brotli and the gzip body of a file are
 * different bytes, so a cache must never take one for the other (RFC 9110 §8.8.3). The coding
 * goes inside the quotes: `W/"1a2b-br"`.
 */
export function etagInCoding(etag: string, coding: ContentCoding | undefined): string {
  if (!coding) return etag;
  const suffix = coding === 'br' ? '-br' : '-gz';
  return etag.endsWith('"') ? `${etag.slice(0, -1)}${suffix}"` : `${etag}${suffix}`;
}

/** The opaque part of a tag, for the weak comparison that `If-None-Match` uses. */
function opaqueTag(tag: string): string {
  const trimmed = tag.trim();
  return trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed;
}

/**
 * Whether an `If-None-Match` header names `etag` (RFC 9110 §13.1.2): a list of tags compared
 * weakly, or `*`. A browser sends the one tag it has, a proxy may send several.
 */
export function ifNoneMatchHits(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const wanted = opaqueTag(etag);
  return ifNoneMatch.split(',').some((tag) => opaqueTag(tag) === wanted);
}
