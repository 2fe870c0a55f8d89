/** The least time between two reloads of the same path after a failed code chunk (spec point 9). */
export const CHUNK_RELOAD_GUARD_MS = 10_000;

const KEY_PREFIX = 'chunkReload:';

/** The errors the bundle reported as a code chunk it could not load. */
const chunkLoadErrors = new WeakSet<object>();

/**
 * Listens for the bundle's own report of a code chunk it could not load: the built portal's
 * dynamic imports fire `vite:preloadError` with the error before their promise rejects with it,
 * so a failed chunk is known by that, not by words each browser chooses differently. Call once,
 * before the first dynamic import.
 */
export function watchChunkLoadErrors(target: Pick<EventTarget, 'addEventListener'> = window): void {
  target.addEventListener('vite:preloadError', (event) => {
    const error: unknown = (event as Event & { payload?: unknown }).payload;
    if (typeof error === 'object' && error !== null) chunkLoadErrors.add(error);
  });
}

/**
 * Whether an error is a code chunk that could not be loaded (after a deployment the old chunk's
 * file is gone), as the bundle reported it.
 */
export function isChunkLoadError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && chunkLoadErrors.has(error);
}

/**
 * Whether the page may reload `path` to recover from a failed chunk: at most once per 10 s per
 * path, remembered in session storage so the reload itself cannot loop. Says yes at most once
 * per window, and remembers it.
 */
export function mayReloadForChunk(
  path: string,
  nowMs: number,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeSessionStorage(),
): boolean {
  if (!storage) return false;
  const key = `${KEY_PREFIX}${path}`;
  const last = Number(storage.getItem(key));
  if (Number.isFinite(last) && last > 0 && nowMs - last < CHUNK_RELOAD_GUARD_MS) return false;
  try {
    storage.setItem(key, String(nowMs));
  } catch {
    return false;
  }
  return true;
}

function safeSessionStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}
