import { describe, expect, it } from 'vitest';
import { LOCALE_COOKIE, localeCookie, readCookie } from './localeCookie.ts';

describe('readCookie', () => {
  it.each([
    ['i18n_redirected=fr', 'fr'],
    ['a=1; i18n_redirected=nl-BE; b=2', 'nl-BE'],
    ['a=1;i18n_redirected=de', 'de'],
    ['xi18n_redirected=fr', undefined],
    ['', undefined],
    ['i18n_redirected=%E0%A4%A', undefined],
  ])('%j → %j', (cookies, expected) => {
    expect(readCookie(cookies, LOCALE_COOKIE)).toBe(expected);
  });
});

describe('localeCookie', () => {
  it('remembers the language for 365 days on the whole site, same-site only', () => {
    expect(localeCookie('nl-BE')).toBe(
      'i18n_redirected=nl-BE; Max-Age=31536000; Path=/; SameSite=Lax',
    );
  });
});
