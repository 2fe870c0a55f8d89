import { describe, expect, it } from 'vitest';
import { catalogueIssues } from '../testing/catalogueIssues.ts';
import { uiMessages } from './uiMessages.ts';

describe('uiMessages', () => {
  it('has the four interface languages', () => {
    expect(Object.keys(uiMessages).sort()).toEqual(['de', 'en', 'fr', 'nl']);
  });

  it('is complete in every language, with the same ICU placeholders as English', () => {
    expect(catalogueIssues(uiMessages)).toEqual([]);
  });
});
