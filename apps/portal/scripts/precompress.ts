// Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy next to each text file of
// the built portal, which the portal server sends to a browser that accepts them (serveStatic's
// `precompressed`, server/files/portalFiles.ts; a file without copies goes as it is). Run by
// `build` after `vite build`:
//   node scripts/precompress.ts [dist folder, default ./dist]
// At its highest quality brotli takes 0.4 s for the entry chunk, once per build, and makes it 13 %
// smaller than gzip; a server compressing on demand cannot keep a visitor waiting that long.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * The text files worth a copy: the extensions of the text types the portal server looks for
 * copies of. Images and fonts are compressed by their own format already.
 */
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.json',
  '.svg',
  '.map',
  '.txt',
  '.webmanifest',
  '.xml',
]);

/** Smaller files fit in a packet or two either way, and the framing eats most of the gain. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Whether the server would ever send this file's copy. Not the portal page: it gets a fresh CSP
 * nonce in every response, so the server compresses each one. Not dot-folders (Vite's
 * `.vite/manifest.json`): they are build records, not the portal.
 */
function wanted(path: string, size: number): boolean {
  if (path === 'index.html' || path.split(sep).some((part) => part.startsWith('.'))) return false;
  return size >= MIN_BYTES && COMPRESSIBLE.has(extname(path).toLowerCase());
}

async function precompress(file: string): Promise<{ raw: number; br: number; gz: number }> {
  const bytes = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
      },
    }),
    gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return { raw: bytes.byteLength, br: br.byteLength, gz: gz.byteLength };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

const dist = process.argv[2] ?? join(import.meta.dirname, '..', 'dist');
const started = performance.now();
const entries = await readdir(dist, { recursive: true, withFileTypes: true });
const files: string[] = [];
for (const entry of entries) {
  if (!entry.isFile()) continue;
  const file = join(entry.parentPath, entry.name);
  if (wanted(relative(dist, file), (await stat(file)).size)) files.push(file);
}
// zlib runs these on libuv's thread pool, a few at a time.
const sizes = await Promise.all(files.map(precompress));
const total = (key: 'raw' | 'br' | 'gz') => sizes.reduce((sum, size) => sum + size[key], 0);
console.log(
  `precompress: ${files.length} files, ${kib(total('raw'))} → brotli ${kib(total('br'))}, ` +
    `gzip ${kib(total('gz'))} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
