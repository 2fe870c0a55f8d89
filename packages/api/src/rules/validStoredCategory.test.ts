import { describe, expect, it } from 'vitest';
import { firstCategoryId, validStoredCategory } from './validStoredCategory.ts';

const settings = { Categorien: [{ nCategorieID: 4 }, { nCategorieID: 2 }, { nCategorieID: 9 }] };

describe('validStoredCategory', () => {
  it.each([
    ['a category still offered is kept', 2, 2],
    ['a category no longer offered is dropped', 5, null],
    ['nothing stored', null, null],
    ['undefined stored', undefined, null],
  ])('%s', (_case, stored, expected) => {
    expect(validStoredCategory(stored, settings)).toBe(expected);
  });

  it('drops everything when no category is offered', () => {
    expect(validStoredCategory(2, { Categorien: [] })).toBeNull();
  });
});

describe('firstCategoryId', () => {
  it.each([
    ['the first offered, not the lowest', settings, 4],
    ['none offered', { Categorien: [] }, null],
  ])('%s', (_case, input, expected) => {
    expect(firstCategoryId(input)).toBe(expected);
  });
});
