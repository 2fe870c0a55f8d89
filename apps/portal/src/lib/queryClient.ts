import { HttpError, isApiError, stylingKeys } from '@lease/api';
import { QueryClient } from '@tanstack/react-query';
import type { SessionStore } from './sessionStore.ts';

/** Only a failure that may pass by itself is worth repeating; a 4xx or a bad body will not. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!isApiError(error)) return false;
  return error.kind === 'network' || (error instanceof HttpError && error.status >= 500);
}

/** The portal's query cache, tied to the session it serves. */
export function createQueryClient(sessionStore: SessionStore): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry },
      mutations: { retry: false },
    },
  });
  // One person's data must never show to the next: a logout, refusal or session end drops every
  // cached answer except the clients' brands, which are the same for everyone.
  sessionStore.subscribe(() => {
    if (sessionStore.read() !== null) return;
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== stylingKeys.all[0] });
  });
  return queryClient;
}
