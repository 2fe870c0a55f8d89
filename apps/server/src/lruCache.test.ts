import { describe, expect, it } from 'vitest';
import { createLruCache } from './lruCache.ts';

describe('createLruCache', () => {
  it('keeps at most `size` entries and drops the least recently used first', () => {
    const cache = createLruCache<string>(2);
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
  });

  it('replaces an entry stored again under its key without dropping another', () => {
    const cache = createLruCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 3);
    expect(cache.get('a')).toBe(3);
    expect(cache.get('b')).toBe(2);
  });

  it('keeps an entry used while in the older half over the ones added after it', () => {
    const cache = createLruCache<number>(4);
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, 0);
    // 'a' is the oldest of four: using it makes it the newest, so 'b' and 'c' go first.
    expect(cache.get('a')).toBe(0);
    cache.set('e', 0);
    cache.set('f', 0);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBeUndefined();
    expect(cache.get('a')).toBe(0);
  });

  it('forgets a deleted entry', () => {
    const cache = createLruCache<number>(2);
    cache.set('a', 1);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
  });
});
