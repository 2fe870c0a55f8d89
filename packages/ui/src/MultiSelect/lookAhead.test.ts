import { describe, expect, it } from 'vitest';
import { lookAheadLetters, nextQueries } from './lookAhead.ts';

describe('lookAheadLetters', () => {
  it('lists the letters of the labels, lower-cased, the most frequent first', () => {
    // o ×3; a, b ×2 (alphabetical on a tie); d ×1
    expect(lookAheadLetters(['Boo', 'Bad', 'oA'])).toEqual(['o', 'a', 'b', 'd']);
  });

  it('leaves whitespace out and keeps other characters', () => {
    expect(lookAheadLetters(['Š 1-2', 'id.4\tx'])).toEqual(
      ['-', '.', '1', '2', '4', 'd', 'i', 'x', 'š'].sort(),
    );
  });

  it('keeps at most the asked number of letters', () => {
    expect(lookAheadLetters(['aaabbc'], 2)).toEqual(['a', 'b']);
    expect(lookAheadLetters(['aaabbc'], 0)).toEqual([]);
  });

  it('has nothing to offer for an empty list', () => {
    expect(lookAheadLetters([])).toEqual([]);
  });
});

describe('nextQueries', () => {
  it('adds each letter to the query as typed', () => {
    expect(nextQueries('Vol', ['v', 'k'])).toEqual(['Volv', 'Volk']);
    expect(nextQueries('volvo ', ['v'])).toEqual(['volvo v']);
    expect(nextQueries('', ['a'])).toEqual(['a']);
  });
});
