import { describe, expect, it } from 'vitest';
import { isSupportedLocale, languageOfLocale, localeInRegionOf, pickLocale } from './locales.ts';

describe('pickLocale', () => {
  it.each([
    ['a remembered cookie wins over the browser', 'fr', ['de-DE'], 'fr'],
    ['a remembered Belgian locale is kept', 'nl-BE', ['en'], 'nl-BE'],
    ['an unsupported cookie is ignored', 'es', ['de-DE', 'en'], 'de'],
    ['an exact browser locale is used', undefined, ['fr-BE', 'fr'], 'fr-BE'],
    ['a regional browser language falls back to its base language', undefined, ['en-GB'], 'en'],
    ['the first supported browser language wins', undefined, ['es-ES', 'it', 'de-AT', 'en'], 'de'],
    ['case does not matter', undefined, ['NL-be'], 'nl-BE'],
    ['no supported language gives Dutch', undefined, ['es', 'it'], 'nl'],
    ['no languages at all gives Dutch', undefined, [], 'nl'],
  ])('%s', (_case, cookie, languages, expected) => {
    expect(pickLocale(cookie, languages)).toBe(expected);
  });
});

describe('locales', () => {
  it.each([
    ['nl', true],
    ['en-BE', true],
    ['de-BE', false],
    ['NL', false],
    ['', false],
    [undefined, false],
  ])('isSupportedLocale(%j) is %s', (value, expected) => {
    expect(isSupportedLocale(value)).toBe(expected);
  });

  it.each([
    ['nl', 'nl'],
    ['fr-BE', 'fr'],
    ['en-BE', 'en'],
    ['de', 'de'],
  ] as const)('the texts of %s are %s', (locale, language) => {
    expect(languageOfLocale(locale)).toBe(language);
  });
});

describe('the locale a language switch leads to', () => {
  it.each([
    ['fr', 'nl-BE', 'fr-BE'],
    ['en', 'fr-BE', 'en-BE'],
    ['nl', 'en-BE', 'nl-BE'],
    ['de', 'nl-BE', 'de'],
    ['fr', 'nl', 'fr'],
    ['nl', 'de', 'nl'],
  ] as const)('%s from %s is %s', (language, current, expected) => {
    expect(localeInRegionOf(language, current)).toBe(expected);
  });
});
