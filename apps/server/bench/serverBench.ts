/**
 * `pnpm --filter @lease/server bench`: requests per second and p50/p99 latency of GetAutos and
 * GetDetails on the real server against a bare node:http handler answering the same JSON
 * (apps/server/README.md, "Performance"). Loopback only, bounded in time (about a minute), no dependencies.
 *
 * Each target runs in a worker thread of its own, so the load generator (this thread) does not
 * share an event loop with it. Two loads per call: a fixed 500 requests/s for 5 s (open loop,
 * latency from the scheduled send time, so a stall is not hidden) and the most it can do with
 * 16 requests in flight for 5 s.
 */
import { Agent, request } from 'node:http';
import { Worker } from 'node:worker_threads';
import { DEFAULT_CAR_FILTER, serializeCarFilter, carSearchResultSchema } from '@lease/api/contract';
import { IN_MEMORY, openDatabase } from '../src/db/openDatabase.ts';
import { seedDatabase } from '../src/seed/seedDatabase.ts';
import { callApi, sessionOf } from '../src/testing/demoSession.ts';
import type { CpuReply, TargetRequest } from './benchTargets.ts';

const RATE = 500;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = 16;
/** A request that takes longer is counted as failed: the benchmark never waits forever. */
const TIMEOUT_MS = 5_000;

interface Call {
  path: string;
  body: string;
}

function startTarget(target: TargetRequest): Promise<{ port: number; worker: Worker }> {
  const worker = new Worker(new URL('./benchTargets.ts', import.meta.url), { workerData: target });
  return new Promise((resolve, reject) => {
    worker.once('message', (message: { port: number }) => resolve({ port: message.port, worker }));
    worker.once('error', reject);
  });
}

/** One POST over a keep-alive agent; resolves with the status (0 on error or timeout). */
function post(agent: Agent, port: number, token: string, call: Call): Promise<number> {
  return new Promise((resolve) => {
    const req = request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: call.path,
        timeout: TIMEOUT_MS,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(call.body),
          Authorization: `Bearer ${token}`,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(0));
    req.end(call.body);
  });
}

interface Result {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
  /** Answered requests (the CPU time is divided by these). */
  count: number;
}

/** CPU µs the target's thread used so far. */
function cpuOf(worker: Worker): Promise<number> {
  return new Promise((resolve) => {
    const reply = (message: CpuReply | { port: number }) => {
      if (!('cpuMicros' in message)) return;
      worker.off('message', reply);
      resolve(message.cpuMicros);
    };
    worker.on('message', reply);
    worker.postMessage('cpu');
  });
}

function summarise(latencies: number[], failed: number, elapsedMs: number): Result {
  const sorted = latencies.sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return {
    rps: (sorted.length / elapsedMs) * 1000,
    p50: at(0.5),
    p99: at(0.99),
    failed,
    count: sorted.length,
  };
}

/** Open loop: a request every 1000/RATE ms whatever the answers do. */
async function fixedRate(port: number, token: string, calls: Call[]): Promise<Result> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const total = RATE * SECONDS;
  const latencies: number[] = [];
  let failed = 0;
  const start = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const call = calls[i % calls.length] as Call;
    // Timers are not exact: a request sent up to a millisecond early counts from its sending.
    const from = Math.min(due, performance.now());
    pending.push(
      post(agent, port, token, call).then((status) => {
        if (status === 200) latencies.push(performance.now() - from);
        else failed++;
      }),
    );
  }
  await Promise.all(pending);
  agent.destroy();
  return summarise(latencies, failed, performance.now() - start);
}

/** Closed loop: CONCURRENCY requests in flight for SECONDS. */
async function maxThroughput(port: number, token: string, calls: Call[]): Promise<Result> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const latencies: number[] = [];
  let failed = 0;
  let next = 0;
  const start = performance.now();
  const end = start + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const call = calls[next++ % calls.length] as Call;
        const sent = performance.now();
        const status = await post(agent, port, token, call);
        if (status === 200) latencies.push(performance.now() - sent);
        else failed++;
      }
    }),
  );
  agent.destroy();
  return summarise(latencies, failed, performance.now() - start);
}

/** The requests: GetAutos pages of 12 under a typical filter, GetDetails of every car type. */
async function buildCalls(url: string, token: string) {
  const filter = { ...DEFAULT_CAR_FILTER, nAantalPerPagina: 12, nBelastingPercentage: 37.56 };
  const first = await callApi(url, '/api/GetAutos', { token, body: serializeCarFilter(filter) });
  const pages = carSearchResultSchema.parse(first.body).Filters?.nPaginas ?? 1;
  const autos: Call[] = Array.from({ length: pages }, (_, page) => ({
    path: '/api/GetAutos',
    body: JSON.stringify(serializeCarFilter({ ...filter, nPagina: page + 1 })),
  }));

  // The catalog is generated deterministically: a second seeded database has the same ids.
  const db = openDatabase(IN_MEMORY);
  await seedDatabase(db);
  const types = db
    .prepare(
      `SELECT t.id, tt.term_months, tt.km_per_year FROM types t
       JOIN type_terms tt ON tt.type_id = t.id AND tt.is_default = 1
       WHERE t.kind = 'car' ORDER BY t.id`,
    )
    .all();
  db.close();
  const settings = await callApi(url, '/api/GetSettings', { token });
  const category = (settings.body as { Categorien: { nCategorieID: number }[] }).Categorien[0];
  const details: Call[] = types.map((type) => ({
    path: '/api/GetDetails',
    body: JSON.stringify({
      nTypeIDHist: Number(type.id),
      nCategorieID: category?.nCategorieID,
      nBelastingPercentage: 37.56,
      bAlleenZakelijk: false,
      nLooptijd: Number(type.term_months),
      nKilometrage: Number(type.km_per_year),
      Opties: [],
      EigenOpties: [],
      MantelOpties: [],
    }),
  }));
  return { GetAutos: autos, GetDetails: details };
}

/** The server's answer to every call, for the bare peer to send back unchanged. */
async function precompute(port: number, token: string, calls: Call[]) {
  const answers: [string, string][] = [];
  for (const call of calls) {
    const response = await fetch(`http://127.0.0.1:${port}${call.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: call.body,
    });
    if (response.status !== 200) throw new Error(`${call.path} answered ${response.status}`);
    answers.push([`${call.path}\n${call.body}`, await response.text()]);
  }
  return answers;
}

const fmt = (n: number, digits = 1) => n.toFixed(digits).padStart(8);

async function main() {
  const server = await startTarget({ kind: 'server' });
  const url = `http://127.0.0.1:${server.port}`;
  const token = await sessionOf(url, 'jan@horizon.example');
  const sets = await buildCalls(url, token);
  const all = [...sets.GetAutos, ...sets.GetDetails];
  const answers = await precompute(server.port, token, all);
  const bare = await startTarget({ kind: 'bare', answers });
  const meanBytes = (path: string) => {
    const sizes = answers
      .filter(([key]) => key.startsWith(`${path}\n`))
      .map(([, body]) => Buffer.byteLength(body));
    return Math.round(sizes.reduce((sum, size) => sum + size, 0) / sizes.length);
  };
  console.log(
    `GetAutos: ${sets.GetAutos.length} pages of 12, mean answer ${meanBytes('/api/GetAutos')} B; ` +
      `GetDetails: ${sets.GetDetails.length} car types, mean answer ${meanBytes('/api/GetDetails')} B. ` +
      `${SECONDS} s per run, loopback.\n`,
  );

  console.log(
    'call        load            target     req/s   p50 ms   p99 ms  failed   ratio  CPU µs/req   ratio',
  );
  for (const [name, calls] of Object.entries(sets)) {
    // Warm up both (JIT, caches, connections) before measuring.
    await maxThroughput(server.port, token, calls.slice(0, 200));
    for (const [load, run] of [
      [`${RATE}/s fixed`, fixedRate],
      [`max, ${CONCURRENCY} open`, maxThroughput],
    ] as const) {
      const measured = async (target: { port: number; worker: Worker }) => {
        const before = await cpuOf(target.worker);
        const result = await run(target.port, token, calls);
        return { ...result, cpu: ((await cpuOf(target.worker)) - before) / result.count };
      };
      const ours = await measured(server);
      const peer = await measured(bare);
      for (const [target, r] of [
        ['server', ours],
        ['bare', peer],
      ] as const) {
        console.log(
          `${name.padEnd(11)} ${load.padEnd(15)} ${target.padEnd(6)} ${fmt(r.rps, 0)} ${fmt(r.p50, 2)} ` +
            `${fmt(r.p99, 2)} ${String(r.failed).padStart(7)} ` +
            (target === 'server' ? `${fmt(ours.rps / peer.rps, 2)}×` : ' '.repeat(10)) +
            ` ${fmt(r.cpu, 0).padStart(11)}` +
            (target === 'server' ? ` ${fmt(peer.cpu / ours.cpu, 2)}×` : ''),
        );
      }
    }
  }
  await Promise.all([server.worker.terminate(), bare.worker.terminate()]);
}

await main();
