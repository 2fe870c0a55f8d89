import { describe, expect, it } from 'vitest';
import { rememberScreen, screenCookie } from './screenCookie.ts';
import { viewportGuessOf } from './viewportGuess.ts';

/** A screen whose width crosses the wide query when `resize` says. */
function screenOf(wide: boolean) {
  const listeners: (() => void)[] = [];
  const query = {
    matches: wide,
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
  };
  const queries: string[] = [];
  return {
    queries,
    matchMedia: (text: string) => {
      queries.push(text);
      return query as unknown as MediaQueryList;
    },
    resize(nowWide: boolean) {
      query.matches = nowWide;
      listeners.forEach((listener) => listener());
    },
  };
}

describe('rememberScreen', () => {
  it('tells the server the width now, and again when it crosses to the other layout', () => {
    const screen = screenOf(false);
    const cookies: string[] = [];
    rememberScreen(screen.matchMedia, (cookie) => cookies.push(cookie), false);
    expect(screen.queries).toEqual(['(min-width:900px)']);
    expect(cookies).toEqual([screenCookie('phone', false)]);
    screen.resize(true);
    expect(cookies).toEqual([screenCookie('phone', false), screenCookie('wide', false)]);
  });

  it('writes a cookie the server reads for its guess', () => {
    const cookie = screenCookie('phone', false).split(';')[0] ?? '';
    expect(screenCookie('phone', false)).toContain('Path=/; SameSite=Lax');
    expect(screenCookie('wide', true)).toMatch(/^screen=wide;.*; Secure$/);
    expect(viewportGuessOf(new Headers({ cookie: `tz=Europe%2FAmsterdam; ${cookie}` }))).toBe(
      'phone',
    );
  });
});
