import { describe, expect, it } from 'vitest';
import { matchMediaFor, viewportGuessOf } from './viewportGuess.ts';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const DESKTOP_FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';

describe('viewportGuessOf', () => {
  it.each([
    [{ 'sec-ch-ua-mobile': '?1' }, 'phone'],
    [{ 'sec-ch-ua-mobile': '?0', 'user-agent': ANDROID_CHROME }, 'wide'],
    [{ 'user-agent': ANDROID_CHROME }, 'phone'],
    [{ 'user-agent': IPHONE }, 'phone'],
    [{ 'user-agent': DESKTOP_FIREFOX }, 'wide'],
    [{}, 'wide'],
    // What the browser measured goes before what it is.
    [{ cookie: 'screen=phone', 'user-agent': DESKTOP_FIREFOX }, 'phone'],
    [{ cookie: 'a=1; screen=wide', 'sec-ch-ua-mobile': '?1' }, 'wide'],
    [{ cookie: 'screen=medium', 'user-agent': DESKTOP_FIREFOX }, 'medium'],
    [{ cookie: 'screen=tablet', 'user-agent': IPHONE }, 'phone'],
    [{ cookie: 'screen=', 'user-agent': DESKTOP_FIREFOX }, 'wide'],
  ])('%o is a %s', (headers, guess) => {
    expect(viewportGuessOf(new Headers(headers))).toBe(guess);
  });
});

describe('matchMediaFor', () => {
  // The queries MUI's breakpoints write for `up('md')` and `down('md')`.
  const wideQuery = '(min-width:900px)';
  const narrowQuery = '(max-width:899.95px)';
  // And for `down('lg')`.
  const belowLargeQuery = '(max-width:1199.95px)';

  it('answers for a phone', () => {
    const matchMedia = matchMediaFor('phone');
    expect(matchMedia(wideQuery).matches).toBe(false);
    expect(matchMedia(narrowQuery).matches).toBe(true);
  });

  it('answers for a medium screen: the wide layout, the header’s places in the menu', () => {
    const matchMedia = matchMediaFor('medium');
    expect(matchMedia(wideQuery).matches).toBe(true);
    expect(matchMedia(narrowQuery).matches).toBe(false);
    expect(matchMedia(belowLargeQuery).matches).toBe(true);
  });

  it('answers for a wide screen', () => {
    const matchMedia = matchMediaFor('wide');
    expect(matchMedia(wideQuery).matches).toBe(true);
    expect(matchMedia(narrowQuery).matches).toBe(false);
    expect(matchMedia(belowLargeQuery).matches).toBe(false);
  });
});
