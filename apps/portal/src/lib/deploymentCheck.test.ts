import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startDeploymentCheck } from './deploymentCheck.ts';

function fakeWindow() {
  const target = new EventTarget();
  return Object.assign(target, { document: { visibilityState: 'visible' } as Document });
}

function serving(ids: string[]) {
  const asked: string[] = [];
  const fetch = vi.fn(async (path: string) => {
    asked.push(path);
    const id = ids[Math.min(asked.length - 1, ids.length - 1)] ?? 'a';
    return Response.json({ id, timestamp: 1 });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, asked };
}

describe('startDeploymentCheck', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks 1 s after load, then on its timer, and marks the page outdated on a new id', async () => {
    const { fetch, asked } = serving(['a', 'a', 'a', 'b']);
    const check = startDeploymentCheck({
      currentId: 'a',
      fetch,
      target: fakeWindow(),
      pollMs: 10_000,
    });
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(asked).toEqual(['/build/meta/a.json', '/build/latest.json']);
    expect(check.isOutdated()).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check.isOutdated()).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check.isOutdated()).toBe(true);
    check.stop();
  });

  it('checks when the tab regains focus, at most once a minute', async () => {
    const { fetch, asked } = serving(['a']);
    const target = fakeWindow();
    const check = startDeploymentCheck({ currentId: 'a', fetch, target, startDelayMs: 5000 });
    target.dispatchEvent(new Event('focus'));
    target.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual(['/build/latest.json']);
    // The start check ran at 5 s; a minute after it, focus checks again.
    await vi.advanceTimersByTimeAsync(66_000);
    target.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(asked.filter((path) => path === '/build/latest.json').length).toBe(3);
    check.stop();
  });

  it('does nothing on a slow-2g connection', async () => {
    const { fetch, asked } = serving(['b']);
    const target = fakeWindow();
    startDeploymentCheck({ currentId: 'a', fetch, target, effectiveType: 'slow-2g' });
    target.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(2 * 60 * 60 * 1000);
    expect(asked).toEqual([]);
  });

  it('keeps going when the file cannot be read', async () => {
    const fetch = vi.fn(async () => new Response('<html>', { status: 200 }));
    const check = startDeploymentCheck({
      currentId: 'a',
      fetch: fetch as unknown as typeof globalThis.fetch,
      target: fakeWindow(),
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(check.isOutdated()).toBe(false);
    check.stop();
  });
});
