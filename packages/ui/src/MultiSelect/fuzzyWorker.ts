/**
 * The fuzzy search of long option lists, off the main thread: typing into a filter of thousands
 * of options never waits for the search (see useFuzzySearch). The same fuse.js search as the
 * main thread runs for short lists, so results do not depend on where they were computed.
 */
import type Fuse from 'fuse.js';
import { createFuzzyIndex, fuzzyMatchPositions, type Searchable } from './fuzzySearch.ts';
import type { FuzzyWorkerAnswer, FuzzyWorkerRequest } from './fuzzyWorkerProtocol.ts';

/** The worker's global scope, as far as this file uses it (the DOM lib types the page's). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<FuzzyWorkerRequest>) => void) | null;
  postMessage(message: FuzzyWorkerAnswer, transfer: Transferable[]): void;
}

const scope = self as unknown as WorkerScope;
const lists = new Map<number, Fuse<Searchable>>();

/** The latest query per list that is waiting to be searched. */
const waiting = new Map<number, string>();

function searchWaiting() {
  for (const [listId, query] of waiting) {
    waiting.delete(listId);
    const index = lists.get(listId);
    // An empty query is never sent: the page lists everything itself.
    const found = index ? fuzzyMatchPositions(index, query) : null;
    if (found === null) continue;
    const positions = Int32Array.from(found);
    scope.postMessage({ listId, query, positions }, [positions.buffer]);
  }
}

scope.onmessage = ({ data }) => {
  if (data.kind === 'list') {
    lists.set(data.listId, createFuzzyIndex(data.labels.map((label) => ({ label }))));
  } else if (data.kind === 'drop') {
    lists.delete(data.listId);
    waiting.delete(data.listId);
  } else {
    // Searches are run after the messages already queued, so of the letters typed meanwhile
    // only the last query is searched: an answer to an older one would be replaced at once.
    if (waiting.size === 0) setTimeout(searchWaiting, 0);
    waiting.set(data.listId, data.query);
  }
};
