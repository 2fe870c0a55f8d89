import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../testing/memoryStorage.ts';
import {
  CHUNK_RELOAD_GUARD_MS,
  isChunkLoadError,
  mayReloadForChunk,
  watchChunkLoadErrors,
} from './chunkReloadGuard.ts';

/** The bundle's report of a chunk it could not load, as its dynamic imports dispatch it. */
function reportPreloadError(target: EventTarget, error: unknown): void {
  target.dispatchEvent(Object.assign(new Event('vite:preloadError'), { payload: error }));
}

describe('isChunkLoadError', () => {
  it('knows the errors the bundle reported as a chunk it could not load, and only those', () => {
    const target = new EventTarget();
    watchChunkLoadErrors(target);
    const failedChunk = new TypeError('Failed to fetch dynamically imported module: /assets/a.js');
    const sameWords = new TypeError('Failed to fetch dynamically imported module: /assets/a.js');
    reportPreloadError(target, failedChunk);
    reportPreloadError(target, 'not an error object');

    expect(isChunkLoadError(failedChunk)).toBe(true);
    // The words alone say nothing: a page's own code may fail with any message.
    expect(isChunkLoadError(sameWords)).toBe(false);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('mayReloadForChunk', () => {
  it('allows one reload per path per 10 s', () => {
    const storage = memoryStorage();
    expect(mayReloadForChunk('/nl/horizon/cart', 1_000, storage)).toBe(true);
    expect(mayReloadForChunk('/nl/horizon/cart', 1_000 + CHUNK_RELOAD_GUARD_MS - 1, storage)).toBe(
      false,
    );
    expect(mayReloadForChunk('/nl/horizon/settings', 2_000, storage)).toBe(true);
    expect(mayReloadForChunk('/nl/horizon/cart', 1_000 + CHUNK_RELOAD_GUARD_MS, storage)).toBe(
      true,
    );
  });

  it('never reloads without a storage to remember it in', () => {
    expect(mayReloadForChunk('/nl/horizon/cart', 1_000, null)).toBe(false);
  });
});
