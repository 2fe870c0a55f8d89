/** The API call a URL is (`/api/GetDetails?x` → `GetDetails`), or null for anything else. */
export function apiCallName(url: string): string | null {
  try {
    return /^\/api\/([^/]+)$/.exec(new URL(url).pathname)?.[1] ?? null;
  } catch {
    return null;
  }
}

export interface CallCounts {
  /** Requests the page sent. */
  started: number;
  /** Requests that came back whole: the server answered, and the page got the answer. */
  completed: number;
  /** Requests that failed or were aborted (the gateway cancels a read a newer one replaces). */
  aborted: number;
}

interface OpenRequest {
  name: string;
  body: string | null;
}

interface CompletionWaiter {
  name: string;
  matches: (body: string | null) => boolean;
  resolve: () => void;
}

/**
 * Counts the requests of some API calls as the browser reports them (sent, finished, failed),
 * keyed by the request object; says when one with a given body came back, and when none of them
 * is under way any more.
 */
export class CallTally {
  readonly #names: ReadonlySet<string>;
  readonly #open = new Map<object, OpenRequest>();
  readonly #completed: OpenRequest[] = [];
  #waiters: CompletionWaiter[] = [];
  readonly #counts = new Map<string, CallCounts>();
  #idle: (() => void)[] = [];

  constructor(names: readonly string[]) {
    this.#names = new Set(names);
    for (const name of names) this.#counts.set(name, { started: 0, completed: 0, aborted: 0 });
  }

  /** A request was sent (with its body, if any); counted when it is one of the calls. */
  sent(request: object, url: string, body: string | null = null): void {
    const name = apiCallName(url);
    if (name === null || !this.#names.has(name)) return;
    this.#open.set(request, { name, body });
    this.#count(name).started += 1;
  }

  /** A sent request came back whole. */
  finished(request: object): void {
    this.#close(request, 'completed');
  }

  /** A sent request failed or was aborted. */
  failed(request: object): void {
    this.#close(request, 'aborted');
  }

  counts(name: string): CallCounts {
    return { ...this.#count(name) };
  }

  /** How many counted requests are under way. */
  get inFlight(): number {
    return this.#open.size;
  }

  /**
   * Resolves once a request of the call `name` whose body `matches` has come back whole (at once
   * when one already has).
   */
  whenCompleted(name: string, matches: (body: string | null) => boolean): Promise<void> {
    if (this.#completed.some((done) => done.name === name && matches(done.body))) {
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiters.push({ name, matches, resolve }));
  }

  /** Resolves once no counted request is under way (at once when none is). */
  whenIdle(): Promise<void> {
    if (this.#open.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idle.push(resolve));
  }

  #count(name: string): CallCounts {
    let counts = this.#counts.get(name);
    if (!counts) {
      counts = { started: 0, completed: 0, aborted: 0 };
      this.#counts.set(name, counts);
    }
    return counts;
  }

  #close(request: object, outcome: 'completed' | 'aborted'): void {
    const open = this.#open.get(request);
    if (open === undefined) return;
    this.#open.delete(request);
    this.#count(open.name)[outcome] += 1;
    if (outcome === 'completed') {
      this.#completed.push(open);
      const matched = this.#waiters.filter(
        (waiter) => waiter.name === open.name && waiter.matches(open.body),
      );
      this.#waiters = this.#waiters.filter((waiter) => !matched.includes(waiter));
      for (const waiter of matched) waiter.resolve();
    }
    if (this.#open.size === 0) {
      const waiting = this.#idle;
      this.#idle = [];
      for (const resolve of waiting) resolve();
    }
  }
}
