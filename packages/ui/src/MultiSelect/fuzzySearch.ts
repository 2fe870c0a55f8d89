import Fuse, { type IFuseOptions } from 'fuse.js';
import { chunkQuery } from './fuzzyQuery.ts';

// The whole search in one place for the worker, the tests and the package's index.
export { chunkQuery, FUZZY_CHUNK_LENGTH, searchKey } from './fuzzyQuery.ts';

/** The fuzzy search settings of spec point 5. */
export const FUZZY_OPTIONS = {
  threshold: 0.6,
  distance: 100,
  includeScore: true,
  // fuzzyFilter ranks the results itself (across chunks), so Fuse's own sort is wasted work.
  shouldSort: false,
  keys: ['label'],
} as const satisfies IFuseOptions<{ label: string }>;

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
