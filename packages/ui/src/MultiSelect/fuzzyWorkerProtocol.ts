/** What the page asks the fuzzy-search worker (`fuzzyWorker.ts`). */
export type FuzzyWorkerRequest =
  /** Index these labels as list `listId` (replacing what that id held). */
  | { kind: 'list'; listId: number; labels: string[] }
  /** Search list `listId` for `query`, then search ahead of it (see lookAhead.ts). */
  | { kind: 'search'; listId: number; query: string }
  /** The page already knows the answer to `query`: only search ahead of it. */
  | { kind: 'lookAhead'; listId: number; query: string }
  /** List `listId` is gone: forget its index. */
  | { kind: 'drop'; listId: number };

/** What the worker tells the page. */
export type FuzzyWorkerAnswer =
  /** The answer to a search: the matching positions in the list, best first. */
  | { kind: 'answer'; listId: number; query: string; positions: Int32Array }
  /**
   * Answers searched ahead: `positions[i]` answers every query whose `searchKey` is `keys[i]`.
   */
  | { kind: 'ahead'; listId: number; keys: string[]; positions: Int32Array[] };
