import { describe, expect, it } from 'vitest';
import { parsePageHydration } from './pageHydration.ts';

const page = {
  router: { loaderData: { '0': null } },
  queries: { mutations: [], queries: [] },
  session: { token: 'a.b.c', level: 1, client: 'horizon' },
  viewport: 'wide',
  clock: { now: 1_795_000_000_000, timeZone: 'Europe/Amsterdam' },
};

describe('parsePageHydration', () => {
  it('reads what the server handed over', () => {
    expect(parsePageHydration(JSON.stringify(page))).toEqual(page);
  });

  it('is null for a page the browser renders itself', () => {
    expect(parsePageHydration(undefined)).toBeNull();
    expect(parsePageHydration('')).toBeNull();
  });

  it('is null for data that cannot be read, so the page is rendered afresh', () => {
    expect(parsePageHydration('{"router":')).toBeNull();
    expect(parsePageHydration('null')).toBeNull();
    expect(parsePageHydration(JSON.stringify({ router: page.router }))).toBeNull();
    expect(parsePageHydration(JSON.stringify({ ...page, clock: undefined }))).toBeNull();
  });

  it('takes a missing session as none and an unknown screen as a phone', () => {
    const parsed = parsePageHydration(
      JSON.stringify({ ...page, session: undefined, viewport: 'tv' }),
    );
    expect(parsed?.session).toBeNull();
    expect(parsed?.viewport).toBe('phone');
  });

  it('keeps a medium screen', () => {
    expect(parsePageHydration(JSON.stringify({ ...page, viewport: 'medium' }))?.viewport).toBe(
      'medium',
    );
  });
});
