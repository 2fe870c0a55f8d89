import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../testing/memoryStorage.ts';
import { createSessionStore, type SessionStore } from './sessionStore.ts';

describe('createSessionStore', () => {
  let sessionStore: SessionStore;
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    sessionStore = createSessionStore();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is empty before a login', () => {
    expect(sessionStore.read()).toBeNull();
    expect(sessionStore.getClaims()).toBeNull();
  });

  it('keeps claims, level and client, and returns the same object until they change', () => {
    sessionStore.save({ claims: 'a.b.', level: 2, client: 'polder' });
    const first = sessionStore.read();
    expect(first).toEqual({ claims: 'a.b.', level: 2, client: 'polder', multiSchema: false });
    expect(sessionStore.read()).toBe(first);
    expect(sessionStore.getClaims()).toBe('a.b.');
  });

  it('clears all of local storage and tells its subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = sessionStore.subscribe(listener);
    sessionStore.save({ claims: 't', level: 1, client: 'horizon' });
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
    localStorage.setItem('claims', 't');
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
