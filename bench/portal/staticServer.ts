import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json']);

type Coding = 'br' | 'gzip';

export interface StaticServer {
  origin: string;
  stop(): Promise<void>;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

function codingFor(request: IncomingMessage, path: string): Coding | null {
  if (!COMPRESSIBLE.has(extname(path))) return null;
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

function compress(bytes: Buffer, coding: Coding): Buffer {
  return coding === 'br'
    ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
    : gzipSync(bytes, { level: 9 });
}

/**
 * Serves a built folder as a production server serves a built portal, so the peer page is
 * measured as the stack at its best: text compressed once at the highest setting (brotli, else
 * gzip), hashed assets cached for good, everything else revalidated, and index.html for any
 * other path (the router takes the URL).
 */
export async function serveFolder(root: string): Promise<StaticServer> {
  const encoded = new Map<string, Buffer>();

  async function body(path: string, coding: Coding | null): Promise<Buffer> {
    const key = `${coding ?? 'identity'}:${path}`;
    let bytes = encoded.get(key);
    if (!bytes) {
      const raw = await readFile(path);
      bytes = coding ? compress(raw, coding) : raw;
      encoded.set(key, bytes);
    }
    return bytes;
  }

  const server: Server = createServer((request, response) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://peer').pathname);
      const wanted = normalize(join(root, pathname));
      const path =
        wanted.startsWith(root) && (await isFile(wanted)) ? wanted : join(root, 'index.html');
      const coding = codingFor(request, path);
      const bytes = await body(path, coding);
      response.writeHead(200, {
        'Content-Type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
        'Content-Length': bytes.length,
        ...(coding ? { 'Content-Encoding': coding, Vary: 'Accept-Encoding' } : {}),
        'Cache-Control': pathname.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      });
      response.end(bytes);
    })().catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The peer server has no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
