import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answerCache.ts';

describe('createAnswerCache', () => {
  it('keeps at most `size` answers and drops the least recently used first', () => {
    const cache = createAnswerCache<string>(2);
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
  });

  it('replaces an answer stored again under its key without dropping another', () => {
    const cache = createAnswerCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 3);
    expect(cache.get('a')).toBe(3);
    expect(cache.get('b')).toBe(2);
  });
});
