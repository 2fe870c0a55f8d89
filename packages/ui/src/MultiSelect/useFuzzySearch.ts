import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type * as fuzzySearch from './fuzzySearch.ts';
import type { Searchable } from './fuzzySearch.ts';
import { chunkQuery, searchKey } from './fuzzyQuery.ts';
import type { FuzzyWorkerAnswer, FuzzyWorkerRequest } from './fuzzyWorkerProtocol.ts';

/**
 * Lists of at least this many options are searched in a worker: fuse.js takes milliseconds per
 * keystroke there, which would delay the typed letter itself. Shorter lists (brands, fuel types,
 * most filters) are searched on the spot, where a worker's round trip would cost more than it
 * saves.
 */
export const WORKER_SEARCH_MIN_OPTIONS = 300;

/**
 * Answers kept per list (those searched ahead and those asked for), the oldest dropped first:
 * enough for the letters ahead of a few queries and for going back with Backspace.
 */
const KNOWN_ANSWERS_MAX = 256;

type FuzzySearchModule = typeof fuzzySearch;

/**
 * fuse.js and the search over it (about 8 KiB gzipped), loaded when the first combobox that
 * searches on the page appears rather than with the page (ADR 0011). Until it is in, a typed
 * query waits for it as a query waits for the worker: the list shows what it showed.
 */
let fuzzyModule: FuzzySearchModule | undefined;
let fuzzyLoading: Promise<FuzzySearchModule> | undefined;

function loadFuzzySearch(): Promise<FuzzySearchModule> {
  fuzzyLoading ??= import('./fuzzySearch.ts').then(
    (module) => {
      fuzzyModule = module;
      return module;
    },
    (error: unknown) => {
      // Not loaded (offline, a new deployment): the next keystroke tries again.
      fuzzyLoading = undefined;
      throw error;
    },
  );
  return fuzzyLoading;
}

/** The shared search worker: undefined until first needed, null when workers are unavailable. */
let worker: Worker | null | undefined;
let lastListId = 0;
const answerListeners = new Map<number, (answer: FuzzyWorkerAnswer) => void>();
const failureListeners = new Set<() => void>();
const searchedAheadListeners = new Set<(keys: readonly string[]) => void>();

/**
 * Calls `listener` with the `searchKey`s of each batch of answers the worker searched ahead, as
 * it arrives; returns a function that stops it. For stories that type the next letter once its
 * answer is known, as a person pausing between letters does.
 */
export function onSearchedAhead(listener: (keys: readonly string[]) => void): () => void {
  searchedAheadListeners.add(listener);
  return () => searchedAheadListeners.delete(listener);
}

function searchWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    const created = new Worker(new URL('./fuzzyWorker.ts', import.meta.url), { type: 'module' });
    created.onmessage = ({ data }: MessageEvent<FuzzyWorkerAnswer>) => {
      answerListeners.get(data.listId)?.(data);
      if (data.kind === 'ahead') for (const listener of searchedAheadListeners) listener(data.keys);
    };
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

/**
 * Stops the shared worker; the next long list starts a new one (or finds that it cannot). For
 * stories that show what happens when a page may not start workers.
 */
export function stopSearchWorker(): void {
  worker?.terminate();
  worker = undefined;
}

function send(request: FuzzyWorkerRequest): void {
  searchWorker()?.postMessage(request);
}

/** A fuzzy search over a list of options, as a combobox types into it. */
export interface FuzzySearch<Item> {
  /** The query that `matches` answer. */
  query: string;
  /** The matching items, best first; every item in list order for an empty query. */
  matches: readonly Item[];
  /**
   * Whether `matches` answer `query`. False only while a new list of options is being searched
   * for the query already typed.
   */
  current: boolean;
  /**
   * Searches for `text`. `show` (the caller's own state changes for a new query) runs together
   * with the query and its matches, so they render once: at once for a short list, when the
   * worker answers for a long one.
   */
  type(text: string, show: () => void): void;
  /** Whether the latest text typed (or a new list) is still being searched. */
  isPending(): boolean;
}

interface Answer<Item> {
  items: readonly Item[];
  query: string;
  positions: Int32Array;
}

/**
 * The fuzzy search of a combobox over `items` (spec point 5's settings, `fuzzyFilter`). Long
 * lists are searched in a worker, and a keystroke then changes nothing on the page but the input
 * itself: the query, its matches and the caller's state for it render together when the answer
 * is in. So typing costs the page the same whatever the number of options. An answer the worker
 * searched ahead (lookAhead.ts), or one given before, renders with the keystroke itself.
 */
export function useFuzzySearch<Item extends Searchable>(items: readonly Item[]): FuzzySearch<Item> {
  const [workerFailed, setWorkerFailed] = useState(false);
  const inWorker =
    items.length >= WORKER_SEARCH_MIN_OPTIONS && !workerFailed && typeof Worker !== 'undefined';

  const [query, setQuery] = useState('');
  /** The search on the page; undefined until loaded (and never needed for a list in the worker). */
  const [fuzzy, setFuzzy] = useState(fuzzyModule);
  const index = useMemo(
    () => (inWorker || fuzzy === undefined ? null : fuzzy.createFuzzyIndex(items)),
    [inWorker, fuzzy, items],
  );
  const local = useMemo(
    () => (index === null || fuzzy === undefined ? null : fuzzy.fuzzyFilter(index, items, query)),
    [fuzzy, index, items, query],
  );

  // Each list sent to the worker gets an id of its own, so a late answer about a list that was
  // replaced in the meantime finds no listener and is dropped.
  const listIdRef = useRef<number | null>(null);
  /** The latest text typed, which the worker may still be searching. */
  const typedRef = useRef('');
  /** The caller's state changes waiting for the answer to `typedRef`. */
  const showRef = useRef<(() => void) | null>(null);
  const [answer, setAnswer] = useState<Answer<Item> | null>(null);
  /** The answers known for the current list, by `searchKey`. */
  const knownRef = useRef(new Map<string, Int32Array>());

  /** Whether the list is searched in the worker, for callbacks that outlive a render. */
  const inWorkerRef = useRef(inWorker);
  useEffect(() => {
    inWorkerRef.current = inWorker;
  }, [inWorker]);

  /**
   * fuse.js is in: the list is searched on the page from now on, and what was typed while it
   * loaded shows with its matches in one render. A list in the worker leaves that to the worker.
   */
  const searchLoaded = useCallback((module: FuzzySearchModule) => {
    setFuzzy(module);
    if (inWorkerRef.current) return;
    const show = showRef.current;
    showRef.current = null;
    setQuery(typedRef.current);
    show?.();
  }, []);

  // Loaded as soon as a list to search on the page is shown, so it is in before the first letter.
  useEffect(() => {
    if (inWorker || fuzzy !== undefined) return;
    void loadFuzzySearch().then(searchLoaded, () => undefined);
  }, [inWorker, fuzzy, searchLoaded]);

  const remember = (key: string, positions: Int32Array) => {
    const known = knownRef.current;
    known.delete(key);
    known.set(key, positions);
    if (known.size > KNOWN_ANSWERS_MAX) {
      const oldest = known.keys().next();
      if (!oldest.done) known.delete(oldest.value);
    }
  };

  useEffect(() => {
    if (!inWorker) return undefined;
    if (searchWorker() === null) {
      setWorkerFailed(true);
      return undefined;
    }
    const listId = ++lastListId;
    listIdRef.current = listId;
    const fail = () => {
      // Searched on the spot from now on, what was typed meanwhile included.
      inWorkerRef.current = false;
      setWorkerFailed(true);
      if (fuzzyModule) searchLoaded(fuzzyModule);
      else void loadFuzzySearch().then(searchLoaded, () => undefined);
    };
    failureListeners.add(fail);
    knownRef.current = new Map();
    answerListeners.set(listId, (message) => {
      if (message.kind === 'ahead') {
        message.keys.forEach((key, i) => {
          const positions = message.positions[i];
          if (positions) remember(key, positions);
        });
        return;
      }
      const { query: answered, positions } = message;
      remember(searchKey(answered), positions);
      // The worker answers the latest text typed too; an older answer would be replaced at once.
      if (answered !== typedRef.current) return;
      const show = showRef.current;
      showRef.current = null;
      // One render: the answer, its query and what the caller shows with them.
      setAnswer({ items, query: answered, positions });
      setQuery(answered);
      show?.();
    });
    send({ kind: 'list', listId, labels: items.map((item) => item.label) });
    // A new list while a query is typed: search it for that query.
    if (chunkQuery(typedRef.current).length > 0) {
      send({ kind: 'search', listId, query: typedRef.current });
    }
    return () => {
      failureListeners.delete(fail);
      answerListeners.delete(listId);
      listIdRef.current = null;
      send({ kind: 'drop', listId });
    };
  }, [inWorker, items, searchLoaded]);

  const type = useCallback(
    (text: string, show: () => void) => {
      typedRef.current = text;
      const listId = listIdRef.current;
      if (!inWorker && fuzzy === undefined && chunkQuery(text).length > 0) {
        // fuse.js is not in yet (or failed to load: tried again): shown once it is.
        showRef.current = show;
        void loadFuzzySearch().then(searchLoaded, () => undefined);
        return;
      }
      if (!inWorker || listId === null || chunkQuery(text).length === 0) {
        showRef.current = null;
        setQuery(text);
        show();
        return;
      }
      const known = knownRef.current.get(searchKey(text));
      if (known) {
        // Known already: shown with the keystroke, while the worker searches ahead of it.
        showRef.current = null;
        setAnswer({ items, query: text, positions: known });
        setQuery(text);
        show();
        send({ kind: 'lookAhead', listId, query: text });
        return;
      }
      showRef.current = show;
      send({ kind: 'search', listId, query: text });
    },
    [inWorker, fuzzy, items, searchLoaded],
  );

  const empty = chunkQuery(query).length === 0;
  const answered = useMemo(
    () =>
      answer !== null && answer.items === items && answer.query === query
        ? Array.from(answer.positions, (position) => items[position] as Item)
        : null,
    [answer, items, query],
  );
  const current = !inWorker || empty || answered !== null;

  // A list waits for the worker's answer, or for fuse.js to load; either way `query` lags behind.
  const waits = inWorker || fuzzy === undefined;
  const isPending = useCallback(
    () => waits && (typedRef.current !== query || !current),
    [waits, query, current],
  );

  // Searched on the page but fuse.js not in yet: nothing was searched, so the whole list.
  const matches = !inWorker ? (local ?? items) : empty ? items : (answered ?? items);
  return { query, matches, current, type, isPending };
}
