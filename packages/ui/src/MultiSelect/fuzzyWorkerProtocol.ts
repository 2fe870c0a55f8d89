/** What the page asks the fuzzy-search worker (`fuzzyWorker.ts`). */
export type FuzzyWorkerRequest =
  /** Index these labels as list `listId` (replacing what that id held). */
  | { kind: 'list'; listId: number; labels: string[] }
  /** Search list `listId` for `query`. */
  | { kind: 'search'; listId: number; query: string }
  /** List `listId` is gone: forget its index. */
  | { kind: 'drop'; listId: number };

/** The worker's answer to a search: the matching positions in the list, best first. */
export interface FuzzyWorkerAnswer {
  listId: number;
  query: string;
  positions: Int32Array;
}
