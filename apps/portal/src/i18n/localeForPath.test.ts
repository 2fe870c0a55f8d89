import { describe, expect, it } from 'vitest';
import { localeForPath } from './localeForPath.ts';

describe('localeForPath', () => {
  it.each([
    ['/fr/horizon/auth/login', '', ['de'], 'fr'],
    ['/nl-BE', '', [], 'nl-BE'],
    ['/does-not-exist', 'i18n_redirected=en', ['de'], 'en'],
    ['/does-not-exist', '', ['de-DE', 'en'], 'de'],
    ['/', '', ['es'], 'nl'],
  ])('%s with cookies %j and browser %j → %s', (pathname, cookies, languages, expected) => {
    expect(localeForPath(pathname, () => cookies, languages)).toBe(expected);
  });

  it('reads no cookie for a path with its own language', () => {
    let reads = 0;
    const cookies = () => {
      reads += 1;
      return 'i18n_redirected=en';
    };
    expect(localeForPath('/de/horizon', cookies, [])).toBe('de');
    expect(reads).toBe(0);
  });
});
