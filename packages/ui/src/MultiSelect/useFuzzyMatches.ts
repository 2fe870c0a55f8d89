import { useEffect, useMemo, useRef, useState } from 'react';
import { chunkQuery, createFuzzyIndex, fuzzyFilter, type Searchable } from './fuzzySearch.ts';
import type { FuzzyWorkerAnswer, FuzzyWorkerRequest } from './fuzzyWorkerProtocol.ts';

/**
 * Lists of at least this many options are searched in a worker: fuse.js takes milliseconds per
 * keystroke there, which would delay the typed letter itself. Shorter lists (brands, fuel types,
 * most filters) are searched on the spot, where a worker's round trip would cost more than it
 * saves.
 */
export const WORKER_SEARCH_MIN_OPTIONS = 300;

/** The shared search worker: undefined until first needed, null when workers are unavailable. */
let worker: Worker | null | undefined;
let lastListId = 0;
const answerListeners = new Map<number, (answer: FuzzyWorkerAnswer) => void>();
const failureListeners = new Set<() => void>();

function searchWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    const created = new Worker(new URL('./fuzzyWorker.ts', import.meta.url), { type: 'module' });
    created.onmessage = ({ data }: MessageEvent<FuzzyWorkerAnswer>) =>
      answerListeners.get(data.listId)?.(data);
    // A worker the page may not start (a strict policy, an old browser): search on the spot.
    created.onerror = () => {
      created.terminate();
      worker = null;
      for (const listener of failureListeners) listener();
    };
    worker = created;
  } catch {
    worker = null;
  }
  return worker;
}

function send(request: FuzzyWorkerRequest): void {
  searchWorker()?.postMessage(request);
}

/** The options that match a query. */
export interface FuzzyMatches<Item> {
  /** The matching items, best first; every item in list order for an empty query. */
  matches: readonly Item[];
  /**
   * Whether `matches` answer the current query. False for the moment a long list's search is
   * still running in the worker: `matches` are then those of the query before.
   */
  current: boolean;
}

/**
 * The items of `items` that fuzzily match `query` (spec point 5's settings, `fuzzyFilter`).
 * Long lists are searched in a worker, so a keystroke costs the page the same whatever the
 * number of options; the answer then follows a moment later (`current` tells).
 */
export function useFuzzyMatches<Item extends Searchable>(
  items: readonly Item[],
  query: string,
): FuzzyMatches<Item> {
  const [workerFailed, setWorkerFailed] = useState(false);
  const inWorker =
    items.length >= WORKER_SEARCH_MIN_OPTIONS && !workerFailed && typeof Worker !== 'undefined';

  const index = useMemo(() => (inWorker ? null : createFuzzyIndex(items)), [inWorker, items]);
  const local = useMemo(
    () => (index === null ? null : fuzzyFilter(index, items, query)),
    [index, items, query],
  );

  // Each list sent to the worker gets an id of its own, so a late answer about a list that was
  // replaced in the meantime finds no listener and is dropped.
  const listIdRef = useRef<number | null>(null);
  const [answer, setAnswer] = useState<{
    items: readonly Item[];
    query: string;
    positions: Int32Array;
  } | null>(null);

  useEffect(() => {
    if (!inWorker) return undefined;
    if (searchWorker() === null) {
      setWorkerFailed(true);
      return undefined;
    }
    const listId = ++lastListId;
    listIdRef.current = listId;
    const fail = () => setWorkerFailed(true);
    failureListeners.add(fail);
    answerListeners.set(listId, ({ query: answered, positions }) =>
      setAnswer({ items, query: answered, positions }),
    );
    send({ kind: 'list', listId, labels: items.map((item) => item.label) });
    return () => {
      failureListeners.delete(fail);
      answerListeners.delete(listId);
      listIdRef.current = null;
      send({ kind: 'drop', listId });
    };
  }, [inWorker, items]);

  const empty = chunkQuery(query).length === 0;
  useEffect(() => {
    const listId = listIdRef.current;
    if (!inWorker || empty || listId === null) return;
    send({ kind: 'search', listId, query });
  }, [inWorker, items, query, empty]);

  const answered = useMemo(
    () =>
      answer !== null && answer.items === items
        ? Array.from(answer.positions, (position) => items[position] as Item)
        : null,
    [answer, items],
  );

  if (!inWorker) return { matches: local ?? [], current: true };
  if (empty) return { matches: items, current: true };
  if (answered === null) return { matches: items, current: false };
  return { matches: answered, current: answer?.query === query };
}
