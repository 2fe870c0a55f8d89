import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { serve } from '@hono/node-server';
import { createApp } from '../src/app.ts';
import { IN_MEMORY, openDatabase } from '../src/db/openDatabase.ts';
import { createLogger } from '../src/http/createLogger.ts';
import { seedDatabase } from '../src/seed/seedDatabase.ts';

/** What the benchmark asks its worker to run; each target has a thread (event loop) of its own. */
export type TargetRequest =
  | { kind: 'server' }
  /** Answers `path + '\n' + request body` with the matching precomputed JSON. */
  | { kind: 'bare'; answers: [key: string, body: string][] };

/** The real server, as main.ts builds it, on a fresh in-memory database; loopback only. */
async function startServer(): Promise<number> {
  const db = openDatabase(IN_MEMORY);
  await seedDatabase(db);
  const app = createApp({
    db,
    tokenSecret: 'bench-secret-that-is-long-enough-for-hs256',
    defaultClient: 'horizon',
    // Request logging at its default level, formatted as in production, written nowhere: the
    // benchmark counts the logging work, not a terminal's speed.
    logger: createLogger('info', () => {}),
  });
  return new Promise((resolve) => {
    serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve(info.port),
    );
  });
}

/**
 * The peer: a bare node:http handler that reads the body and answers precomputed JSON, encoded
 * to UTF-8 once up front (as the server keeps its answers), so neither side encodes per request.
 */
function startBare(answerTexts: Map<string, string>): Promise<number> {
  const answers = new Map([...answerTexts].map(([key, text]) => [key, Buffer.from(text)]));
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = answers.get(`${req.url ?? ''}\n${Buffer.concat(chunks).toString()}`);
      res.writeHead(body === undefined ? 404 : 200, {
        'Content-Type': 'application/json',
        'Cache-Control': 'no-store',
      });
      res.end(body ?? '{}');
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

/** What a target answers to `'cpu'`: the CPU time its own thread has used so far, in µs. */
export interface CpuReply {
  cpuMicros: number;
}

if (parentPort) {
  const port_ = parentPort;
  const request = workerData as TargetRequest;
  const port =
    request.kind === 'server' ? await startServer() : await startBare(new Map(request.answers));
  // The thread's own CPU time (not the process's): what one request costs the target, however
  // busy the rest of the machine is.
  port_.on('message', (message: unknown) => {
    if (message !== 'cpu') return;
    const { user, system } = process.threadCpuUsage();
    port_.postMessage({ cpuMicros: user + system } satisfies CpuReply);
  });
  port_.postMessage({ port });
}
