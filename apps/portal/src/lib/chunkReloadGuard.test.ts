import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../testing/memoryStorage.ts';
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, mayReloadForChunk } from './chunkReloadGuard.ts';

describe('isChunkLoadError', () => {
  it.each([
    ['Chromium', 'Failed to fetch dynamically imported module: https://x/assets/a.js', true],
    ['Firefox', 'error loading dynamically imported module: https://x/assets/a.js', true],
    ['Safari', 'Importing a module script failed.', true],
    ['any other error', 'Cannot read properties of undefined', false],
  ])('%s', (_browser, text, expected) => {
    expect(isChunkLoadError(new TypeError(text))).toBe(expected);
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
