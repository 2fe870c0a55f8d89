/**
 * The fuzzy search of long option lists, off the main thread: typing into a filter of thousands
 * of options never waits for the search (see useFuzzySearch). The same fuse.js search as the
 * main thread runs for short lists, so results do not depend on where they were computed.
 */
import type Fuse from 'fuse.js';
import {
  createFuzzyIndex,
  fuzzyMatchPositions,
  searchKey,
  type Searchable,
} from './fuzzySearch.ts';
import type { FuzzyWorkerAnswer, FuzzyWorkerRequest } from './fuzzyWorkerProtocol.ts';
import { LOOK_AHEAD_MAX_OPTIONS, lookAheadLetters, nextQueries } from './lookAhead.ts';

/** The worker's global scope, as far as this file uses it (the DOM lib types the page's). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<FuzzyWorkerRequest>) => void) | null;
  postMessage(message: FuzzyWorkerAnswer, transfer: Transferable[]): void;
}

interface IndexedList {
  index: Fuse<Searchable>;
  /** The next letters searched ahead of each query; none for a list too long to search ahead. */
  letters: string[];
}

const scope = self as unknown as WorkerScope;
const lists = new Map<number, IndexedList>();

/** The latest query per list that is waiting to be searched. */
const waiting = new Map<number, string>();

/** The search ahead in progress: of one list, one query at a time. */
interface LookAhead {
  listId: number;
  queries: string[];
  keys: string[];
  positions: Int32Array[];
}
let ahead: LookAhead | null = null;

function searchAheadOf(listId: number, query: string) {
  const letters = lists.get(listId)?.letters ?? [];
  ahead =
    letters.length > 0
      ? { listId, queries: nextQueries(query, letters), keys: [], positions: [] }
      : null;
}

function searchWaiting() {
  for (const [listId, query] of waiting) {
    waiting.delete(listId);
    const index = lists.get(listId)?.index;
    // An empty query is never sent: the page lists everything itself.
    const found = index ? fuzzyMatchPositions(index, query) : null;
    if (found === null) continue;
    const positions = Int32Array.from(found);
    scope.postMessage({ kind: 'answer', listId, query, positions }, [positions.buffer]);
    searchAheadOf(listId, query);
  }
}

/** Searches the next query ahead; once all are searched, sends them to the page in one message. */
function searchAheadStep(current: LookAhead) {
  const query = current.queries.shift();
  const index = lists.get(current.listId)?.index;
  if (query === undefined || !index) {
    ahead = null;
    if (current.keys.length === 0 || !index) return;
    scope.postMessage(
      { kind: 'ahead', listId: current.listId, keys: current.keys, positions: current.positions },
      current.positions.map((positions) => positions.buffer),
    );
    return;
  }
  const found = fuzzyMatchPositions(index, query);
  if (found === null) return;
  current.keys.push(searchKey(query));
  current.positions.push(Int32Array.from(found));
}

// Work is done in small tasks, so a query typed meanwhile is searched before the rest of a
// search ahead. A message port, unlike setTimeout, does not slow down repeated tasks.
const tasks = new MessageChannel();
let scheduled = false;
function schedule() {
  if (scheduled) return;
  scheduled = true;
  tasks.port2.postMessage(null);
}
tasks.port1.onmessage = () => {
  scheduled = false;
  if (waiting.size > 0) searchWaiting();
  else if (ahead) searchAheadStep(ahead);
  if (waiting.size > 0 || ahead) schedule();
};

scope.onmessage = ({ data }) => {
  if (data.kind === 'list') {
    const labels = data.labels;
    lists.set(data.listId, {
      index: createFuzzyIndex(labels.map((label) => ({ label }))),
      letters: labels.length <= LOOK_AHEAD_MAX_OPTIONS ? lookAheadLetters(labels) : [],
    });
    searchAheadOf(data.listId, '');
  } else if (data.kind === 'drop') {
    lists.delete(data.listId);
    waiting.delete(data.listId);
    if (ahead?.listId === data.listId) ahead = null;
    return;
  } else if (data.kind === 'lookAhead') {
    searchAheadOf(data.listId, data.query);
  } else {
    // Of the letters typed meanwhile only the last query is searched (the tasks run after the
    // messages already queued): an answer to an older one would be replaced at once.
    waiting.set(data.listId, data.query);
  }
  schedule();
};
