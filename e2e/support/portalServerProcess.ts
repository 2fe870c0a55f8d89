import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { LEASE_API_URL, SESSION_DB_PATH } from './servers.ts';

export interface PortalServerProcess {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts one more portal server process beside the end-to-end run's own, on a free port, in
 * front of the same lease API and sharing the same session store file, as a second process
 * behind a load balancer would.
 */
export async function startPortalServer(): Promise<PortalServerProcess> {
  const child = spawn(
    process.execPath,
    [resolve(import.meta.dirname, '../../apps/portal/server/main.ts')],
    {
      env: { ...process.env, PORT: '0', LEASE_API_URL, SESSION_DB_PATH, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  child.stdout.setEncoding('utf8');
  for await (const chunk of child.stdout) {
    output += String(chunk);
    // It prints where it listens once it does.
    const port = /localhost:(\d+)/.exec(output)?.[1];
    if (port) {
      return {
        url: `http://127.0.0.1:${port}`,
        async stop() {
          child.kill('SIGTERM');
          if (child.exitCode === null) await once(child, 'exit');
        },
      };
    }
  }
  throw new Error(`the second portal server stopped before it listened: ${output}`);
}
