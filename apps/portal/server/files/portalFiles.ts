import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { etag } from 'hono/etag';

// Vite puts a content hash in every file name under /assets/: a changed file gets a new name,
// so these may be cached forever. Everything else (the build id files under /build/, the icons)
// must revalidate.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** The compressed copies `scripts/precompress.ts` writes next to a file, and their coding. */
const COPIES = ['.br', '.gz'];

/** Paths that are files or nothing: a missing one is a 404, never the portal's page. */
export const FILE_ONLY = /^\/(assets|build)\//;

/**
 * Whether a URL path may name a file of the build at all. serveStatic refuses `..` segments,
 * but not dot-files: those (Vite's `.vite/manifest.json`) are the build's own papers, not the
 * portal. A path that cannot be decoded, or that would climb out once decoded (`..%2f`), is
 * refused here too, so it gets a 404 rather than the portal's page.
 */
export function mayNameFile(urlPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return false;
  }
  return !decoded.includes('\0') && !/(^|[/\\])\./.test(decoded);
}

/**
 * A weak tag from the sent file's size and time, with its coding: the brotli and the gzip copy
 * are other bytes than the file, so a cache must never take one for the other.
 */
function fileTag(path: string, coding: string | null): string {
  const info = statSync(path);
  const suffix = coding ? `-${coding}` : '';
  return `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}${suffix}"`;
}

/**
 * The built portal's files (`pnpm build`'s `apps/portal/dist`), as `@hono/node-server`'s
 * serveStatic sends them: the build's brotli or gzip copy to a browser that accepts it, a HEAD
 * with the length and no body. Around it: the cache rule by path, an ETag per file and coding
 * (answered 304 by `hono/etag`), and `Vary: Accept-Encoding` on every answer of a file that has
 * copies, also when it goes uncompressed. Answers 404 for a file the build does not have.
 */
export function portalFiles(staticDir: string): (request: Request) => Promise<Response> {
  const root = resolve(staticDir);
  const files = new Hono<{ Variables: { sentFile: string } }>();
  files.use(etag());
  files.use(async (c, next) => {
    await next();
    const sent = c.get('sentFile');
    if (!sent || !c.res.ok) return;
    c.header('Cache-Control', c.req.path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
    const coding = c.res.headers.get('content-encoding');
    c.header('ETag', fileTag(sent, coding));
    const file = coding ? sent.replace(/\.(br|gz)$/, '') : sent;
    if (COPIES.some((copy) => existsSync(file + copy))) c.header('Vary', 'Accept-Encoding');
  });
  files.get(
    '*',
    serveStatic({
      root,
      precompressed: true,
      onFound: (path, c) => c.set('sentFile', path),
    }),
  );
  files.notFound((c) => c.text('Not found\n', 404));
  return async (request) => files.fetch(request);
}
