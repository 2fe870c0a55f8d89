import { HttpError, isApiError, stylingKeys } from '@lease/api';
import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import type { SessionStore } from './sessionStore.ts';

/** Only a failure that may pass by itself is worth repeating; a 4xx or a bad body will not. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!isApiError(error)) return false;
  return error.kind === 'network' || (error instanceof HttpError && error.status >= 500);
}

/**
 * How long an answer counts as fresh. A page's loader fetches its data before the page renders;
 * with no window at all, every query the page then mounts fetched the same answer again (on the
 * configurator, four calls twice on each visit, which also held back the page's largest paint in
 * ADR 0011's measurements). Ten seconds covers the time from a loader's answer to the render on a
 * slow phone; later visits still show the cached answer at once and fetch it again in the
 * background, as before. Changes the portal makes itself invalidate what they touch, and the
 * cart reads the basket anew before every change (`staleTime: 0` there).
 */
export const ANSWER_FRESH_MS = 10_000;

/** How the portal's queries retry and how long their answers count as fresh. */
export const defaultQueryOptions = {
  queries: { retry: shouldRetry, staleTime: ANSWER_FRESH_MS },
  mutations: { retry: false },
} satisfies DefaultOptions;

/** The portal's query cache, tied to the session it serves. */
export function createQueryClient(sessionStore: SessionStore): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: defaultQueryOptions });
  // One person's data must never show to the next, nor one arrangement's under another: a
  // logout, refusal or session end, and a choice of another arrangement (new claims, in this tab
  // or another), drop every cached answer except the clients' brands, which are the same for
  // everyone.
  let claims = sessionStore.read()?.claims ?? null;
  sessionStore.subscribe(() => {
    const current = sessionStore.read()?.claims ?? null;
    if (current === claims) return;
    claims = current;
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== stylingKeys.all[0] });
  });
  return queryClient;
}
