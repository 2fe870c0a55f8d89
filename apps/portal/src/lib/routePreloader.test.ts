import { describe, expect, it } from 'vitest';
import { createRoutePreloader, MAX_CONCURRENT_PRELOADS, mayPreload } from './routePreloader.ts';

/** A load that finishes when the test says so. */
function controlledLoad() {
  let finish = () => {};
  let fail = () => {};
  const started = { count: 0 };
  const load = () => {
    started.count += 1;
    return new Promise<void>((resolve, reject) => {
      finish = resolve;
      fail = () => reject(new Error('chunk failed'));
    });
  };
  return { load, started, finish: () => finish(), fail: () => fail() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('mayPreload', () => {
  it.each([
    [undefined, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g' }, true],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
    [{ saveData: true, effectiveType: '4g' }, false],
  ])('on %j: %s', (connection, expected) => {
    expect(mayPreload(connection)).toBe(expected);
  });
});

describe('createRoutePreloader', () => {
  it(`runs at most ${MAX_CONCURRENT_PRELOADS} at once; the next starts when one ends`, async () => {
    const preloader = createRoutePreloader(() => undefined);
    const loads = Array.from({ length: 7 }, controlledLoad);
    loads.forEach((load) => preloader.preload(load.load));
    expect(loads.map((load) => load.started.count)).toEqual([1, 1, 1, 1, 1, 0, 0]);

    loads[0]?.finish();
    await settle();
    expect(loads.map((load) => load.started.count)).toEqual([1, 1, 1, 1, 1, 1, 0]);
  });

  it('loads a page once, however often its link is pointed at', async () => {
    const preloader = createRoutePreloader(() => undefined);
    const load = controlledLoad();
    preloader.preload(load.load);
    preloader.preload(load.load);
    load.finish();
    await settle();
    preloader.preload(load.load);
    expect(load.started.count).toBe(1);
  });

  it('tries a failed preload again at the next intent', async () => {
    const preloader = createRoutePreloader(() => undefined);
    const load = controlledLoad();
    preloader.preload(load.load);
    load.fail();
    await settle();
    preloader.preload(load.load);
    expect(load.started.count).toBe(2);
  });

  it('preloads nothing when the person saves data', () => {
    const preloader = createRoutePreloader(() => ({ saveData: true }));
    const load = controlledLoad();
    preloader.preload(load.load);
    expect(load.started.count).toBe(0);
  });
});
