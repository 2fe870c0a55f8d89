import { gzipSync } from 'node:zlib';

/**
 * Gzipped sizes of files on a server, each fetched once. The reference server sends files
 * uncompressed, so Lighthouse's transfer sizes are raw bytes; the JavaScript aims are in
 * gzipped bytes, which a production server (or CDN) would send. zlib's default level (6) is what
 * most servers use.
 */
export function createGzippedSizes(): (urls: readonly string[]) => Promise<number> {
  const known = new Map<string, Promise<number>>();

  async function sizeOf(url: string): Promise<number> {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return gzipSync(Buffer.from(await response.arrayBuffer())).length;
  }

  return async (urls) => {
    const sizes = await Promise.all(
      [...new Set(urls)].map((url) => {
        const size = known.get(url) ?? sizeOf(url);
        known.set(url, size);
        return size;
      }),
    );
    return sizes.reduce((sum, size) => sum + size, 0);
  };
}
