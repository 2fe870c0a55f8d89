import { describe, expect, test } from 'vitest';
import { offeredLanguages } from './offeredLanguages.ts';

describe('offeredLanguages', () => {
  test.each([
    ['nl,en,fr,de', 'nl', ['nl', 'en', 'fr', 'de']],
    ['nl,en,fr,de', 'en', ['en', 'nl', 'fr', 'de']],
    ['nl,en', undefined, ['nl', 'en']],
    [' NL , En ;de', 'nl', ['nl', 'en', 'de']],
    ['nl,xx,en,<script>,nl-BE,fr-BE', null, ['nl', 'en']],
    ['nl,nl,en,NL', 'nl', ['nl', 'en']],
    ['en,fr', 'nl', ['en', 'fr']],
    ['de', 'xx', ['de']],
    ['', 'nl', []],
    [' , ,', 'nl', []],
    [null, 'nl', []],
    [undefined, undefined, []],
    [['fr', 'nl', 42, null, 'es'], 'nl', ['nl', 'fr']],
  ] as const)('%j with default %j gives %j', (codes, defaultLanguage, expected) => {
    expect(offeredLanguages(codes, defaultLanguage)).toEqual(expected);
  });
});
