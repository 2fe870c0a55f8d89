import { describe, expect, it, vi } from 'vitest';
import { trackPageViews } from './pageViews.ts';

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
