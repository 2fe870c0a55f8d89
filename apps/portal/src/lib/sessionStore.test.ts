import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from './sessionStore.ts';

/** A minimal Web Storage, because the unit project runs in Node. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('sessionStore', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is empty before a login', () => {
    expect(sessionStore.read()).toBeNull();
    expect(sessionStore.getToken()).toBeNull();
  });

  it('keeps token, level and client, and returns the same object until they change', () => {
    sessionStore.save({ token: 'a.b.c', level: 2, client: 'polder' });
    const first = sessionStore.read();
    expect(first).toEqual({ token: 'a.b.c', level: 2, client: 'polder' });
    expect(sessionStore.read()).toBe(first);
    expect(sessionStore.getToken()).toBe('a.b.c');
  });

  it('clears all of local storage and tells its subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = sessionStore.subscribe(listener);
    sessionStore.save({ token: 't', level: 1, client: 'horizon' });
    localStorage.setItem('selectedCategory', '3');
    sessionStore.clear();
    expect(sessionStore.read()).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    sessionStore.clear();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('treats a half-written session as logged out', () => {
    localStorage.setItem('token', 't');
    expect(sessionStore.read()).toBeNull();
  });

  it('behaves as logged out when storage throws', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
    });
    expect(sessionStore.read()).toBeNull();
  });
});
