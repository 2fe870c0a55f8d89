/**
 * What a fuzzy query is made of, without fuse.js itself: the combobox needs this on every
 * keystroke, fuse.js only once a list is searched on the page (useFuzzySearch loads it then).
 */

/** Fuse's bitap matcher handles patterns of at most 32 characters; longer ones are chunked. */
export const FUZZY_CHUNK_LENGTH = 32;

/**
 * Splits a query into pieces of at most `size` characters, cutting at spaces where it can so a
 * word is not broken in two. Surrounding and repeated whitespace is dropped; an empty or blank
 * query gives no chunks.
 */
export function chunkQuery(query: string, size = FUZZY_CHUNK_LENGTH): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const word of query.trim().split(/\s+/).filter(Boolean)) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (candidate.length <= size) {
      current = candidate;
      continue;
    }
    if (current !== '') chunks.push(current);
    // A single word longer than a chunk is cut into chunk-sized pieces.
    let rest = word;
    while (rest.length > size) {
      chunks.push(rest.slice(0, size));
      rest = rest.slice(size);
    }
    current = rest;
  }
  if (current !== '') chunks.push(current);
  return chunks;
}

/**
 * What a query's matches depend on: its chunks, lower-cased as fuse.js lower-cases a pattern
 * (`isCaseSensitive` is off). Two queries with the same key match the same items in the same
 * order, so "Volvo " and "volvo" share an answer.
 */
export function searchKey(query: string): string {
  return chunkQuery(query)
    .map((chunk) => chunk.toLowerCase())
    .join('\n');
}
