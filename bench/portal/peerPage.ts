import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { REPO_ROOT } from './portalServer.ts';
import { serveFolder } from './staticServer.ts';

export interface PeerPage {
  /** The peer's login page, in the portal's URL shape. */
  url: string;
  stop(): Promise<void>;
}

/**
 * Builds bench/peer (the stack's bare login card) into a temporary folder and serves it. The
 * build is fresh every time, so the peer follows the stack's versions in the lockfile.
 */
export async function startPeerPage(): Promise<PeerPage> {
  const outDir = await mkdtemp(join(tmpdir(), 'lease-bench-peer-'));
  await build({
    configFile: join(REPO_ROOT, 'bench/peer/vite.config.ts'),
    build: { outDir },
  });
  const server = await serveFolder(outDir);
  return {
    url: `${server.origin}/nl/horizon/auth/login`,
    stop: async () => {
      await server.stop();
      await rm(outDir, { recursive: true, force: true });
    },
  };
}
