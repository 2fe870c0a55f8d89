import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';

/** `src/main.ts`, the entry point `npm start` and `pnpm serve` run. */
const MAIN = join(import.meta.dirname, '../main.ts');

/** Every server process a test started and that still runs: stopped when the test run ends. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/**
 * The real server as its own process (`node src/main.ts`), for what only a process shows: what
 * it prints and its exit code at start, a kill, a signal. The environment is exactly `env` plus
 * PATH, so nothing of the test runner's (its NODE_ENV) leaks in.
 */
export class ServerProcess {
  readonly child: ChildProcess;
  readonly exited: Promise<ProcessExit>;
  private out = '';
  private err = '';

  constructor(env: Record<string, string>, args: readonly string[] = []) {
    this.child = spawn(process.execPath, [MAIN, ...args], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout?.setEncoding('utf8').on('data', (text: string) => (this.out += text));
    this.child.stderr?.setEncoding('utf8').on('data', (text: string) => (this.err += text));
    running.add(this.child);
    this.exited = once(this.child, 'close').then(([code, signal]) => {
      running.delete(this.child);
      return { code: code as number | null, signal: signal as NodeJS.Signals | null };
    });
  }

  /**
   * How a start that should be refused ended: its exit, or `'listening'` when it started after
   * all (then it is killed, so a failing test leaves no server behind).
   */
  async startOutcome(): Promise<ProcessExit | 'listening'> {
    const outcome = await Promise.race([
      this.exited,
      this.logged('listening').then(
        () => 'listening' as const,
        () => this.exited,
      ),
    ]);
    if (outcome === 'listening') {
      this.child.kill('SIGKILL');
      await this.exited;
    }
    return outcome;
  }

  get stdout(): string {
    return this.out;
  }

  get stderr(): string {
    return this.err;
  }

  /** The JSON log entries printed so far (lines that start with `{`). */
  logEntries(): Record<string, unknown>[] {
    return this.out
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  /** Resolves with the first log entry whose `msg` is `msg`; rejects if the process exits first. */
  async logged(msg: string): Promise<Record<string, unknown>> {
    const find = () => this.logEntries().find((entry) => entry.msg === msg);
    const stdout = this.child.stdout;
    if (!stdout) throw new Error('The server process has no stdout');
    for (;;) {
      const found = find();
      if (found) return found;
      const next = await Promise.race([
        once(stdout, 'data').then(() => 'data' as const),
        this.exited.then(() => 'exit' as const),
      ]);
      if (next === 'exit') {
        const last = find();
        if (last) return last;
        throw new Error(`The server exited before logging "${msg}": ${this.err || this.out}`);
      }
    }
  }

  /** Waits until the server listens and answers its origin on loopback. */
  async listening(): Promise<string> {
    const entry = await this.logged('listening');
    return `http://127.0.0.1:${String(entry.port)}`;
  }
}
