import type { Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { Handler } from 'hono';
import type { RouteRule } from '@lease/api/contract';
import { createEncodedFiles } from './encodedFiles.ts';
import {
  compressBytes,
  isCompressibleContentType,
  MIN_COMPRESSIBLE_BYTES,
} from './http/compression.ts';
import { negotiateContentCoding, type ContentCoding } from './http/contentCoding.ts';
import { etagInCoding, ifNoneMatchHits } from './http/entityTag.ts';
import { requestHeader } from './http/nodeMessage.ts';
import { createCspNonce } from './http/securityHeaders.ts';
import { withFirstPaint, withRouteRules, type FirstPaint } from './firstPaint/firstPaint.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};

// Vite puts a content hash in every file name under /assets/: a changed file gets a new name,
// so these may be cached forever. Everything else (index.html, the build id files under /build/)
// must revalidate.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * What index.html carries where the server puts the response's CSP nonce
 * (`<meta name="csp-nonce" content="__CSP_NONCE__">`); the portal hands it to emotion.
 */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** Paths that are files or nothing: a missing one is a 404, never the portal page. */
const FILE_ONLY = /^\/(assets|build)\//;

const NOT_BUILT =
  'The portal is not built yet: run `npm run build` (or `npm start`) in the repository root, ' +
  'or point STATIC_DIR at a built portal. The API under /api/ works meanwhile.\n';

async function fileAt(path: string) {
  try {
    const info = await stat(path);
    return info.isFile() ? info : undefined;
  } catch {
    return undefined;
  }
}

/** The file under `root` that a URL path names, or undefined when it would escape `root`. */
function resolveInside(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  // Dot-folders and dot-files (the build's `.vite/manifest.json`) are the build's own papers,
  // not the portal: never served.
  if (decoded.split('/').some((segment) => segment.startsWith('.'))) return undefined;
  const path = resolve(root, `.${decoded}`);
  return path === root || path.startsWith(root + sep) ? path : undefined;
}

/**
 * The coding to send a body of this type and size in, and whether the answer varies with
 * `Accept-Encoding` at all: a small file or an image is the same for every client, so saying
 * `Vary` there would only split caches for nothing.
 */
function codingFor(
  acceptEncoding: string | undefined,
  contentType: string,
  size: number,
): { varies: boolean; coding: ContentCoding | undefined } {
  const varies = size >= MIN_COMPRESSIBLE_BYTES && isCompressibleContentType(contentType);
  return { varies, coding: varies ? negotiateContentCoding(acceptEncoding) : undefined };
}

/** The headers that say how a body is encoded, for the negotiated coding. */
function codingHeaders(varies: boolean, coding: ContentCoding | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  if (varies) headers.Vary = 'Accept-Encoding';
  if (coding) headers['Content-Encoding'] = coding;
  return headers;
}

/** A weak tag from the file's size and time; a coding adds its own suffix. */
function fileEtag(info: Stats, coding: ContentCoding | undefined): string {
  const tag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  return etagInCoding(tag, coding);
}

/** A browser says text/html; a plain HTTP client (curl, a link checker) sends none or any type. */
function acceptsHtml(accept: string | undefined): boolean {
  if (!accept?.trim()) return true;
  return accept.includes('text/html') || accept.includes('*/*');
}

/**
 * Serves the built portal from `staticDir` for GET and HEAD: its files, and for any other page
 * a browser asks for, `index.html` so the client-side router can take the URL (SPA fallback).
 * Missing hashed assets and build id files stay 404: serving HTML as a script would hide a
 * stale-chunk error that the portal knows how to recover from, and HTML as `latest.json` would
 * break its new-build check.
 *
 * `index.html` is answered fresh every time, with a new CSP nonce in place of
 * {@link CSP_NONCE_PLACEHOLDER} (and in the response's policy, see `securityHeaders.ts`): no ETag,
 * no 304, since a cached page would carry a nonce that no longer matches its policy.
 */
export interface ServePortalOptions {
  /** Page redirects the portal follows on its own navigations; in every page as JSON. */
  routeRules?: readonly RouteRule[];
  /** The brand to paint into the page before its JavaScript runs, for a page's path. */
  firstPaint?: (pathname: string, nonce: string) => FirstPaint | null;
}

export function servePortal(staticDir: string, options: ServePortalOptions = {}): Handler {
  const root = resolve(staticDir);
  const indexPath = join(root, 'index.html');
  const encodedFiles = createEncodedFiles();

  return async (c) => {
    const indexInfo = await fileAt(indexPath);
    if (!indexInfo) return c.text(NOT_BUILT, 503, { 'Cache-Control': 'no-store' });

    const path = c.req.path;
    let file = indexPath;
    let fileInfo = indexInfo;
    if (!path.endsWith('/') || FILE_ONLY.test(path)) {
      const requested = resolveInside(root, path);
      // A path that tries to leave the portal folder is refused, never answered with a page.
      if (!requested) return c.text('Not found\n', 404);
      const info = await fileAt(requested);
      if (info) {
        file = requested;
        fileInfo = info;
      } else if (FILE_ONLY.test(path) || !acceptsHtml(requestHeader(c, 'accept'))) {
        return c.text('Not found\n', 404);
      }
    }

    const acceptEncoding = requestHeader(c, 'accept-encoding');
    if (file === indexPath) {
      const nonce = createCspNonce();
      c.set('cspNonce', nonce);
      const page = withRouteRules(
        withFirstPaint(
          (await readFile(indexPath, 'utf8')).replaceAll(CSP_NONCE_PLACEHOLDER, nonce),
          options.firstPaint?.(path, nonce) ?? null,
        ),
        options.routeRules ?? [],
      );
      const bytes = Buffer.from(page);
      const contentType = CONTENT_TYPES['.html'] ?? 'text/html';
      const { varies, coding } = codingFor(acceptEncoding, contentType, bytes.byteLength);
      // Compressed per response, as every response carries its own nonce.
      const body = coding ? await compressBytes(bytes, coding, 'perResponse') : bytes;
      return c.body(body, 200, {
        'Content-Type': contentType,
        'Cache-Control': REVALIDATE,
        'Content-Length': String(body.byteLength),
        ...codingHeaders(varies, coding),
      });
    }

    const contentType = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
    const { varies, coding } = codingFor(acceptEncoding, contentType, fileInfo.size);
    const etag = fileEtag(fileInfo, coding);
    const cacheHeaders = {
      'Cache-Control': path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
      ETag: etag,
      ...(varies ? { Vary: 'Accept-Encoding' } : {}),
    };
    if (ifNoneMatchHits(requestHeader(c, 'if-none-match'), etag)) {
      return c.body(null, 304, cacheHeaders);
    }
    const body = coding ? await encodedFiles.read(file, fileInfo, coding) : await readFile(file);
    // The length is stated, so a HEAD answer (the same headers, no body) carries it too.
    return c.body(body, 200, {
      'Content-Type': contentType,
      'Content-Length': String(body.byteLength),
      ...cacheHeaders,
      ...codingHeaders(false, coding),
    });
  };
}
