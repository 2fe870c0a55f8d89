import { describe, expect, it } from 'vitest';
import { resolveRouteLocale } from './resolveRouteLocale.ts';

describe('resolveRouteLocale', () => {
  it.each([
    ['nl', { kind: 'supported', locale: 'nl' }],
    ['en', { kind: 'supported', locale: 'en' }],
    ['fr-BE', { kind: 'supported', locale: 'fr-BE' }],
    ['nl-be', { kind: 'redirect', locale: 'nl-BE' }],
    ['NL', { kind: 'redirect', locale: 'nl' }],
    ['xx', { kind: 'redirect', locale: 'nl' }],
    ['es', { kind: 'redirect', locale: 'nl' }],
    ['de-AT', { kind: 'redirect', locale: 'nl' }],
    ['cart', { kind: 'not-found' }],
    ['does-not-exist', { kind: 'not-found' }],
    ['', { kind: 'not-found' }],
    [undefined, { kind: 'not-found' }],
  ])('%j → %j', (segment, expected) => {
    expect(resolveRouteLocale(segment)).toEqual(expected);
  });
});
