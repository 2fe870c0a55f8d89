import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const REPO_ROOT = join(import.meta.dirname, '..', '..');
export const PORTAL_DIST = join(REPO_ROOT, 'apps/portal/dist');

export interface PortalBuildCopy {
  dir: string;
  /** When the copied build was written, to print beside the figures: the build is measured, not the source. */
  builtAt: Date;
  remove(): Promise<void>;
}

/**
 * A copy of the built portal for the server to serve. Others build into apps/portal/dist while
 * the benchmark runs; a rebuild halfway would swap the files under the pages being measured
 * (a chunk of the old build answers 404). Timestamps are kept: the server compares them to
 * decide whether a compressed copy belongs to its file.
 */
export async function copyPortalBuild(): Promise<PortalBuildCopy> {
  if (!existsSync(join(PORTAL_DIST, 'index.html'))) {
    throw new Error('apps/portal/dist is not built: run `pnpm run build` first.');
  }
  const dir = await mkdtemp(join(tmpdir(), 'lease-bench-portal-'));
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    await cp(PORTAL_DIST, dir, { recursive: true, preserveTimestamps: true });
    // A copy taken while a build was writing lacks files its index.html names.
    const index = await readFile(join(dir, 'index.html'), 'utf8');
    const missing = [...index.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)]
      .map((match) => match[1] ?? '')
      .filter((asset) => !existsSync(join(dir, asset)));
    if (missing.length > 0) {
      throw new Error(`apps/portal/dist is half built (no ${missing.join(', ')}): run again.`);
    }
    return { dir, builtAt: statSync(join(dir, 'index.html')).mtime, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

export interface PortalServer {
  origin: string;
  stop(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { headers: { Accept: 'text/html' } });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Starts what `npm start` runs (scripts/start-servers.ts): the portal server on `port`, serving
 * the built portal in `staticDir` with an in-memory session store, and the reference lease API
 * (apps/server) behind it on a fresh in-memory database, so every benchmark sees the same demo
 * data. Refuses a port that already answers: the figures would be someone else's server.
 * Reports through `log` when the servers stop by themselves, with what they wrote to stderr:
 * the runs after it fail.
 */
export async function startPortalServer(
  port: number,
  staticDir: string,
  log: (line: string) => void,
): Promise<PortalServer> {
  const origin = `http://127.0.0.1:${port}`;
  const readyUrl = `${origin}/nl/horizon/auth/login`;
  if (await answers(readyUrl)) {
    throw new Error(`Port ${port} already answers: stop that server or pass --port.`);
  }
  const child = spawn(process.execPath, ['scripts/start-servers.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      STATIC_DIR: staticDir,
      DATABASE_PATH: ':memory:',
      SESSION_DB_PATH: ':memory:',
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  let stopping = false;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      if (!stopping)
        log(`The server stopped by itself (${signal ?? `exit ${code}`}): ${errors.trim()}`);
      resolve();
    }),
  );

  const stop = async (): Promise<void> => {
    stopping = true;
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };

  const deadline = Date.now() + 30_000;
  while (!(await answers(readyUrl))) {
    if (child.exitCode !== null) {
      throw new Error(`The server stopped (exit ${child.exitCode}): ${errors.trim()}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not answer ${readyUrl} within 30 s: ${errors.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { origin, stop };
}

/**
 * How a server sends a file to a browser that accepts brotli and gzip: `br`, `gzip` or `none`.
 * Printed beside the figures, because compression moves every byte and timing figure.
 */
export async function contentCodingOf(url: string): Promise<string> {
  try {
    const response = await fetch(url, { headers: { 'Accept-Encoding': 'br, gzip' } });
    await response.body?.cancel();
    return response.headers.get('content-encoding') ?? 'none';
  } catch (error) {
    return `unknown (${error instanceof Error ? error.message : String(error)})`;
  }
}

/**
 * The codings a page's scripts were sent with, most files first: `br 13, none 1`. A single
 * coding is printed alone.
 */
export function countedCodings(codings: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const coding of codings) counts.set(coding, (counts.get(coding) ?? 0) + 1);
  if (counts.size === 1) return codings[0] ?? 'none';
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([coding, count]) => `${coding} ${count}`)
    .join(', ');
}
