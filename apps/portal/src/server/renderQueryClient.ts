import {
  QueryClient,
  type DefaultedQueryObserverOptions,
  type DefaultError,
  type Query,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query';

/**
 * The query cache of one page render on the server, which notes every query the page asks for
 * with `useQuery` while it renders. On the server such a query does not fetch: the page renders
 * its loading state. `fetchAsked` fetches what the render asked for, so the next render shows
 * the data, and the browser, handed the same answers, renders the same page: a query the browser
 * fetched itself while the page was being taken over would otherwise draw its data where the
 * server's HTML has a placeholder.
 */
export class RenderQueryClient extends QueryClient {
  readonly #asked = new Set<string>();
  /** Queries that failed here: the browser asks for them again, so the page shows them loading. */
  readonly #failed = new Set<string>();

  override defaultQueryOptions<
    TQueryFnData = unknown,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(
    options:
      | QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>
      | DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ): DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
    const defaulted = super.defaultQueryOptions(options);
    // A query the page switched off (`enabled: false`) is left as the browser will leave it.
    if (defaulted.enabled !== false && typeof defaulted.enabled !== 'function') {
      this.#asked.add(defaulted.queryHash);
    }
    return defaulted;
  }

  /** The queries the last render asked for that have no answer yet and have not failed. */
  #waiting(): Query[] {
    const cache = this.getQueryCache();
    return [...this.#asked]
      .filter((hash) => !this.#failed.has(hash))
      .map((hash) => cache.get(hash))
      .filter((query): query is Query => query?.state.status === 'pending');
  }

  /**
   * Fetches what the last render asked for and had no answer for; true when there was any, so
   * the page is worth rendering again. A query that fails is dropped and left to the browser.
   */
  async fetchAsked(): Promise<boolean> {
    const waiting = this.#waiting();
    this.#asked.clear();
    await Promise.all(
      waiting.map(async (query) => {
        await this.prefetchQuery({ ...query.options, queryKey: query.queryKey });
        if (query.state.status === 'error') {
          this.#failed.add(query.queryHash);
          this.removeQueries({ queryKey: query.queryKey, exact: true });
        }
      }),
    );
    return waiting.length > 0;
  }
}
