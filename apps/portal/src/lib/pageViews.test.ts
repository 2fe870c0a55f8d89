import { describe, expect, it, vi } from 'vitest';
import { consolePageViews, noPageViews, pageViewSinkFor, trackPageViews } from './pageViews.ts';

type State = { navigation: { state: string }; location: { pathname: string; key: string } };

function fakeRouter(initial: State) {
  const listeners = new Set<(state: State) => void>();
  const router = {
    state: initial,
    subscribe(listener: (state: State) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    go(state: State) {
      router.state = state;
      for (const listener of listeners) listener(state);
    },
  };
  return router;
}

describe('trackPageViews', () => {
  it('reports each finished navigation once, by path only', () => {
    const sink = vi.fn();
    const router = fakeRouter({
      navigation: { state: 'idle' },
      location: { pathname: '/nl/horizon', key: 'a' },
    });
    trackPageViews(router, sink);
    router.go({
      navigation: { state: 'loading' },
      location: { pathname: '/nl/horizon', key: 'a' },
    });
    router.go({
      navigation: { state: 'idle' },
      location: { pathname: '/nl/horizon/calculator', key: 'b' },
    });
    // A revalidation of the same page is no new page view.
    router.go({
      navigation: { state: 'idle' },
      location: { pathname: '/nl/horizon/calculator', key: 'b' },
    });
    expect(sink.mock.calls).toEqual([
      [{ path: '/nl/horizon' }],
      [{ path: '/nl/horizon/calculator' }],
    ]);
  });
});

describe('pageViewSinkFor', () => {
  it('sends page views to the path an operator set, on the portal’s own origin', () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { sendBeacon });
    try {
      pageViewSinkFor(' /analytics/page-view ', false)({ path: '/nl/horizon/calculator' });
      expect(sendBeacon).toHaveBeenCalledWith(
        '/analytics/page-view',
        JSON.stringify({ path: '/nl/horizon/calculator' }),
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it.each(['https://tracker.example/collect', '//tracker.example/collect', 'collect', ' '])(
    'sends nothing anywhere for %j',
    (setting) => {
      expect(pageViewSinkFor(setting, false)).toBe(noPageViews);
      expect(pageViewSinkFor(setting, true)).toBe(consolePageViews);
    },
  );

  it('sends nothing without a setting, and logs to the console in development', () => {
    expect(pageViewSinkFor(undefined, false)).toBe(noPageViews);
    expect(pageViewSinkFor(undefined, true)).toBe(consolePageViews);
  });
});
