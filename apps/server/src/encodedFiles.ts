import type { Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { compressBytes } from './http/compression.ts';
import type { ContentCoding } from './http/contentCoding.ts';
import { createLruCache } from './lruCache.ts';

/**
 * The file names the portal's build gives a file's compressed copies
 * (`apps/portal/scripts/precompress.ts`): `index-3f2a.js.br`, `index-3f2a.js.gz`.
 */
export const PRECOMPRESSED_SUFFIX: Readonly<Record<ContentCoding, string>> = {
  br: '.br',
  gzip: '.gz',
};

/**
 * Files compressed here because the build left no compressed copy. The portal's build has about
 * a hundred compressible files, so this holds all of them in both codings with room for a
 * rebuild served by the same process (a changed file has a new key).
 */
const CACHED_FILES = 512;

/** The body of a portal file in a content coding. */
export interface EncodedFiles {
  read(path: string, info: Stats, coding: ContentCoding): Promise<Uint8Array<ArrayBuffer>>;
}

async function precompressedCopy(
  path: string,
  info: Stats,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  try {
    const copy = await stat(path);
    // A copy older than its file belongs to an earlier build: its bytes would be stale.
    if (!copy.isFile() || copy.mtimeMs < info.mtimeMs) return undefined;
    return await readFile(path);
  } catch {
    return undefined;
  }
}

/**
 * Portal files in a content coding, each compressed only once: the build's copy next to the
 * file (`file.js.br`) when there is a current one, else the file compressed on its first request
 * and kept in memory. Concurrent first requests share one compression.
 */
export function createEncodedFiles(): EncodedFiles {
  const compressed = createLruCache<Promise<Uint8Array<ArrayBuffer>>>(CACHED_FILES);
  return {
    async read(path, info, coding) {
      const copy = await precompressedCopy(path + PRECOMPRESSED_SUFFIX[coding], info);
      if (copy) return copy;
      // Size and time in the key: a file rebuilt in place is compressed again.
      const key = `${coding}\u0000${info.size}\u0000${info.mtimeMs}\u0000${path}`;
      let pending = compressed.get(key);
      if (!pending) {
        pending = readFile(path).then((bytes) => compressBytes(bytes, coding, 'once'));
        compressed.set(key, pending);
        // A failed read (the file went away meanwhile) must not stay cached as a failure.
        pending.catch(() => compressed.delete(key));
      }
      return pending;
    },
  };
}
