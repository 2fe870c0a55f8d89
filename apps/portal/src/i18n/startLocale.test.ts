import { describe, expect, it } from 'vitest';
import { startLocale } from './startLocale.ts';

describe('startLocale', () => {
  it.each([
    ['the remembered language first', 'fr', 'en', ['de-DE'], 'fr'],
    ["the client's default when nothing is remembered", undefined, 'en', ['de-DE'], 'en'],
    ["a remembered value that is no language falls to the client's", 'xx', 'en', ['de'], 'en'],
    ["the browser's when the client names no usable default", undefined, 'pt', ['de-DE'], 'de'],
    ["the browser's when the client names none", undefined, null, ['fr-BE'], 'fr-BE'],
    ['nl when nothing decides', undefined, undefined, [], 'nl'],
  ] as const)('%s', (_name, cookie, clientDefault, browser, expected) => {
    expect(startLocale(cookie, clientDefault, browser)).toBe(expected);
  });
});
