import {
  CancelledError,
  HttpError,
  InvalidResponseError,
  NetworkError,
  SessionEndedError,
} from '@lease/api';
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../testing/memoryStorage.ts';
import { ANSWER_FRESH_MS, createQueryClient, shouldRetry } from './queryClient.ts';
import { createSessionStore } from './sessionStore.ts';

describe('shouldRetry', () => {
  it.each([
    ['a network failure', new NetworkError('GetStyling', 'offline'), 0, true],
    ['a network failure, the third time', new NetworkError('GetStyling', 'offline'), 2, false],
    ['a server error', new HttpError('GetStyling', 503), 1, true],
    ['a client error', new HttpError('GetStyling', 404), 0, false],
    ['a bad response body', new InvalidResponseError('GetStyling', 'cName', 'x'), 0, false],
    ['a session end', new SessionEndedError('GetStyling', 'HTTP 401'), 0, false],
    ['a cancelled call', new CancelledError('GetStyling', 'cancelled'), 0, false],
    ['a programming error', new TypeError('x'), 0, false],
  ])('%s → %s', (_name, error, failureCount, expected) => {
    expect(shouldRetry(failureCount, error)).toBe(expected);
  });
});

describe('an answer a loader fetched', () => {
  afterEach(() => vi.useRealTimers());

  /** A loader's `ensureQueryData`, then the page mounting the same query `after` ms later. */
  async function callsWhenMountedAfter(after: number): Promise<number> {
    vi.useFakeTimers();
    const client = createQueryClient(createSessionStore());
    let calls = 0;
    const options = { queryKey: ['settings'], queryFn: () => Promise.resolve(++calls) };
    await client.ensureQueryData(options);
    await vi.advanceTimersByTimeAsync(after);
    const mounted = new QueryObserver(client, options);
    const unsubscribe = mounted.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    unsubscribe();
    client.clear();
    return calls;
  }

  it('is not fetched again when its page mounts right after', async () => {
    expect(await callsWhenMountedAfter(ANSWER_FRESH_MS / 2)).toBe(1);
  });

  it('is fetched again in the background when a page mounts it later', async () => {
    expect(await callsWhenMountedAfter(ANSWER_FRESH_MS + 1)).toBe(2);
  });
});

describe('the cached answers of a session', () => {
  const session = (claims: string) => ({ claims, level: 1, client: 'horizon' });

  it('go when the person chooses another arrangement, all but the brands', () => {
    const storage = memoryStorage();
    const store = createSessionStore(() => storage);
    store.save(session('driver-502'));
    const client = createQueryClient(store);
    client.setQueryData(['cart', 'basket'], { Items: ['the 2026 scheme’s car'] });
    client.setQueryData(['styling', 'horizon'], { cName: 'Horizon' });
    // The multi-schema flag changes nothing of whom the answers are for.
    store.save({ ...session('driver-502'), multiSchema: true });
    expect(client.getQueryData(['cart', 'basket'])).toBeDefined();

    store.save({ ...session('driver-503'), multiSchema: true });
    expect(client.getQueryData(['cart', 'basket'])).toBeUndefined();
    expect(client.getQueryData(['styling', 'horizon'])).toEqual({ cName: 'Horizon' });
  });
});
