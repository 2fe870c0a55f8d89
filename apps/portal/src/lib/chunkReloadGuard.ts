/** The least time between two reloads of the same path after a failed code chunk (spec point 9). */
export const CHUNK_RELOAD_GUARD_MS = 10_000;

const KEY_PREFIX = 'chunkReload:';

/**
 * Whether an error is a code chunk that could not be loaded: after a deployment the old chunk's
 * file is gone (Chromium, Firefox and Safari word it differently).
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|module script failed|Failed to fetch dynamically|error loading dynamically imported/i.test(
    error.message,
  );
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
