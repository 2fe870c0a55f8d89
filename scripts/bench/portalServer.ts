import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const REPO_ROOT = join(import.meta.dirname, '..', '..');
export const PORTAL_DIST = join(REPO_ROOT, 'apps/portal/dist');

/**
 * When the built portal was written, to print beside the figures: the benchmark measures that
 * build, not the source. Throws with the command to run when there is none.
 */
export function portalBuildTime(): Date {
  const index = join(PORTAL_DIST, 'index.html');
  if (!existsSync(index)) {
    throw new Error('apps/portal/dist is not built: run `pnpm run build` first.');
  }
  return statSync(index).mtime;
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
 * Starts the reference server (apps/server) on `port` with a fresh in-memory database, so every
 * benchmark sees the same demo data, and serves the built portal. Refuses a port that already
 * answers: the figures would be someone else's server.
 */
export async function startPortalServer(port: number): Promise<PortalServer> {
  const origin = `http://127.0.0.1:${port}`;
  const readyUrl = `${origin}/nl/horizon/auth/login`;
  if (await answers(readyUrl)) {
    throw new Error(`Port ${port} already answers: stop that server or pass --port.`);
  }
  const child = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      STATIC_DIR: PORTAL_DIST,
      DATABASE_PATH: ':memory:',
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  const stop = async (): Promise<void> => {
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
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'br, gzip' } });
  await response.body?.cancel();
  return response.headers.get('content-encoding') ?? 'none';
}
