import { describe, expect, it } from 'vitest';
import { rememberScreen, screenCookie } from './screenCookie.ts';
import { viewportGuessOf } from './viewportGuess.ts';

/** A screen of a given width, which `resize` changes as a window's would. */
function screenOf(width: number) {
  const queries = new Map<string, { matches: boolean; listeners: (() => void)[] }>();
  const minimum = (query: string) => Number(/min-width:(\d+)px/.exec(query)?.[1]);
  return {
    queries,
    matchMedia: (text: string) => {
      const query = { matches: width >= minimum(text), listeners: [] as (() => void)[] };
      queries.set(text, query);
      return {
        get matches() {
          return query.matches;
        },
        addEventListener: (_type: string, listener: () => void) => query.listeners.push(listener),
      } as unknown as MediaQueryList;
    },
    resize(newWidth: number) {
      for (const [text, query] of queries) {
        const matches = newWidth >= minimum(text);
        if (matches === query.matches) continue;
        query.matches = matches;
        query.listeners.forEach((listener) => listener());
      }
    },
  };
}

describe('rememberScreen', () => {
  it('tells the server the width now, and again when it crosses to another layout', () => {
    const screen = screenOf(360);
    const cookies: string[] = [];
    rememberScreen(screen.matchMedia, (cookie) => cookies.push(cookie.split(';')[0] ?? ''), false);
    expect([...screen.queries.keys()]).toEqual(['(min-width:900px)', '(min-width:1200px)']);
    expect(cookies).toEqual(['screen=phone']);
    screen.resize(1000);
    expect(cookies).toEqual(['screen=phone', 'screen=medium']);
    screen.resize(1100);
    expect(cookies).toHaveLength(2);
    screen.resize(1280);
    expect(cookies).toEqual(['screen=phone', 'screen=medium', 'screen=wide']);
    screen.resize(360);
    expect(cookies.at(-1)).toBe('screen=phone');
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
