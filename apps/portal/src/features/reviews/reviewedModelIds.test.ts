import { describe, expect, it } from 'vitest';
import { MAX_REVIEWED_MODELS, reviewedModelIds } from './reviewedModelIds.ts';

describe('reviewedModelIds', () => {
  it.each([
    ['none', '', []],
    ['one', 'model=12', [12]],
    ['repeated, each once', 'model=12&model=7&model=12', [12, 7]],
    ['garbage left out', 'model=abc&model=-3&model=0&model=1e3&model=5', [5]],
    ['too long a number left out', 'model=12345678901', []],
  ])('%s', (_name, query, expected) => {
    expect(reviewedModelIds(new URLSearchParams(query))).toEqual(expected);
  });

  it(`asks for at most ${MAX_REVIEWED_MODELS} models`, () => {
    const many = new URLSearchParams(
      Array.from({ length: 30 }, (_, i) => ['model', String(i + 1)]),
    );
    expect(reviewedModelIds(many)).toHaveLength(MAX_REVIEWED_MODELS);
  });
});
