import Fuse, { type IFuseOptions } from 'fuse.js';

/** Fuse's bitap matcher handles patterns of at most 32 characters; longer ones are chunked. */
export const FUZZY_CHUNK_LENGTH = 32;

/** The fuzzy search settings of spec point 5. */
export const FUZZY_OPTIONS = {
  threshold: 0.6,
  distance: 100,
  includeScore: true,
  // fuzzyFilter ranks the results itself (across chunks), so Fuse's own sort is wasted work.
  shouldSort: false,
  keys: ['label'],
} as const satisfies IFuseOptions<{ label: string }>;

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

/** Anything with a label a person can search for. */
export interface Searchable {
  label: string;
}

/** A fuzzy index over `items`: build it once per list, search it per keystroke. */
export function createFuzzyIndex<Item extends Searchable>(items: readonly Item[]): Fuse<Item> {
  return new Fuse(items, FUZZY_OPTIONS);
}

/**
 * The positions in the indexed list of the items that match every chunk of `query`, best first
 * (the sum of the chunks' scores; ties keep the list's order); null for an empty query, which
 * matches everything in the list's order.
 */
export function fuzzyMatchPositions<Item extends Searchable>(
  index: Fuse<Item>,
  query: string,
): number[] | null {
  const chunks = chunkQuery(query);
  if (chunks.length === 0) return null;
  let scores: Map<number, number> | null = null;
  for (const chunk of chunks) {
    const next = new Map<number, number>();
    for (const result of index.search(chunk)) {
      const previous: number | undefined = scores ? scores.get(result.refIndex) : 0;
      if (previous === undefined) continue;
      next.set(result.refIndex, previous + (result.score ?? 0));
    }
    scores = next;
    if (scores.size === 0) return [];
  }
  return [...(scores ?? new Map<number, number>())]
    .sort(([indexA, scoreA], [indexB, scoreB]) => scoreA - scoreB || indexA - indexB)
    .map(([refIndex]) => refIndex);
}

/**
 * The items that match every chunk of `query`, best first (see {@link fuzzyMatchPositions}). An
 * empty query matches everything in the list's order.
 */
export function fuzzyFilter<Item extends Searchable>(
  index: Fuse<Item>,
  items: readonly Item[],
  query: string,
): Item[] {
  const positions = fuzzyMatchPositions(index, query);
  return positions === null ? [...items] : positions.map((position) => items[position] as Item);
}
