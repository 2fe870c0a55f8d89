// `npm test` after installation: every check, each step's outcome and time, and one closing line
// of counts that CI reads ("Summary: N passed, N failed, N skipped"). Steps of one phase run side
// by side (the static checks are single-threaded, so two of them fill two cores); phases run in
// order, as the browser suites each fill the machine themselves.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

interface Step {
  name: string;
  command: string[];
  /** Reads test counts from the step's JSON report; steps without one count as one check. */
  counts?: () => Counts | null;
  /** The step of the same phase whose success this one needs (the budgets read the build). */
  after?: string;
  /** Names the failed tests from the step's report, so the summary at the end says which. */
  failures?: () => string[];
}

interface Outcome {
  ok: boolean;
  seconds: number;
}

const reports = 'reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
process.env.CHROME_PATH = chromePath;
if (!existsSync(chromePath)) {
  console.error(
    `Chromium not found at ${chromePath}. Install Debian's chromium (apt-get install chromium) ` +
      'or set CHROME_PATH. No test tool downloads a browser.',
  );
  process.exit(1);
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as unknown;
  } catch {
    return null;
  }
}

function vitestCounts(): Counts | null {
  const report = readJson(`${reports}/vitest.json`) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  } | null;
  if (!report) return null;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

function playwrightCounts(): Counts | null {
  const report = readJson(`${reports}/e2e.json`) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  } | null;
  if (!report) return null;
  const { expected, unexpected, flaky, skipped } = report.stats;
  // A flaky test passed only on a retry: count it as a failure so it gets fixed, not hidden.
  return { passed: expected, failed: unexpected + flaky, skipped };
}

/** The first line of a failure message, short enough to read in a summary. */
function firstLine(message: string | undefined): string {
  const line = (message ?? '').split('\n').find((text) => text.trim() !== '') ?? '';
  return line.trim().slice(0, 200);
}

function vitestFailures(): string[] {
  const report = readJson(`${reports}/vitest.json`) as {
    testResults?: {
      name: string;
      message?: string;
      status?: string;
      assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
    }[];
  } | null;
  const failures: string[] = [];
  for (const file of report?.testResults ?? []) {
    const where = file.name.replace(`${process.cwd()}/`, '');
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      failures.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    // A file that failed to load has no failed test of its own, only a message.
    if (failed.length === 0 && file.status === 'failed') {
      failures.push(`${where}: ${firstLine(file.message)}`);
    }
  }
  return failures;
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { status: string; results: { error?: { message?: string } }[] }[];
  }[];
}

function playwrightFailures(): string[] {
  const report = readJson(`${reports}/e2e.json`) as { suites?: PlaywrightSuite[] } | null;
  const failures: string[] = [];
  const visit = (suite: PlaywrightSuite, titles: string[]) => {
    const path = suite.file === suite.title ? titles : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = test.results.find((result) => result.error)?.error?.message;
        const name = [...path, spec.title].join(' › ');
        failures.push(`${spec.file}:${spec.line} › ${name} (${test.status}): ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, path);
  };
  for (const suite of report?.suites ?? []) visit(suite, []);
  return failures;
}

const phases: Step[][] = [
  [
    { name: 'types', command: ['pnpm', 'run', 'typecheck'] },
    { name: 'lint', command: ['pnpm', 'run', 'lint'] },
    { name: 'format', command: ['pnpm', 'run', 'format:check'] },
    { name: 'build', command: ['pnpm', 'run', 'build'] },
    {
      name: 'JavaScript budgets',
      command: ['pnpm', 'exec', 'node', 'apps/portal/scripts/checkBundleBudget.ts'],
      after: 'build',
    },
  ],
  [
    {
      name: 'unit, stories, visual',
      command: [
        'pnpm',
        'exec',
        'vitest',
        'run',
        // The storybook project runs each story's play function and axe as the visual project
        // does (once, in the story's own globals): it stays for Storybook's test panel.
        '--project=unit',
        '--project=visual',
        '--project=portal',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${reports}/vitest.json`,
      ],
      counts: vitestCounts,
      failures: vitestFailures,
    },
  ],
  [
    {
      name: 'end-to-end',
      command: ['pnpm', 'exec', 'playwright', 'test'],
      counts: playwrightCounts,
      failures: playwrightFailures,
    },
  ],
];

/**
 * Runs one step. A step alone in its phase prints as it goes; steps side by side print their
 * output whole when they end, so that no two interleave.
 */
function run(step: Step, alone: boolean): Promise<Outcome> {
  const started = performance.now();
  const [command, ...args] = step.command as [string, ...string[]];
  const header = `\n━━ ${step.name} ━━ ${step.command.join(' ')}`;
  if (alone) console.log(header);
  const child = spawn(command, args, {
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: process.env,
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    const finish = (ok: boolean) => {
      const seconds = (performance.now() - started) / 1000;
      if (!alone) {
        console.log(header);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ ok, seconds });
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      finish(false);
    });
    child.on('close', (status) => finish(status === 0));
  });
}

/** Runs a phase's steps side by side, each after the step it needs; a failed need skips it. */
async function runPhase(phase: Step[]): Promise<Map<Step, Outcome | null>> {
  const outcomes = new Map<Step, Promise<Outcome | null>>();
  const start = (step: Step): Promise<Outcome | null> => {
    const known = outcomes.get(step);
    if (known) return known;
    const need = phase.find((other) => other.name === step.after);
    const outcome = need
      ? start(need).then((needed) => (needed?.ok ? run(step, false) : null))
      : run(step, phase.length === 1);
    outcomes.set(step, outcome);
    return outcome;
  };
  const settled = await Promise.all(phase.map(async (step) => [step, await start(step)] as const));
  return new Map(settled);
}

const total: Counts = { passed: 0, failed: 0, skipped: 0 };
const lines: string[] = [];
const failedTests: string[] = [];
const suiteStarted = performance.now();

for (const phase of phases) {
  for (const [step, outcome] of await runPhase(phase)) {
    const ok = outcome?.ok ?? false;
    const counts = step.counts?.() ?? (ok ? { passed: 1, failed: 0, skipped: 0 } : null);
    // A runner that crashed before writing its report, or a step whose need failed, counts as a
    // failure.
    const effective = counts ?? { passed: 0, failed: 1, skipped: 0 };
    if (!ok && effective.failed === 0) effective.failed = 1;
    total.passed += effective.passed;
    total.failed += effective.failed;
    total.skipped += effective.skipped;
    if (!ok) failedTests.push(...(step.failures?.() ?? []));
    const time = outcome ? `${outcome.seconds.toFixed(1)}s` : `not run: ${step.after ?? ''} failed`;
    lines.push(
      `${ok ? 'ok  ' : 'FAIL'}  ${step.name.padEnd(24)} ${String(effective.passed).padStart(5)} passed ` +
        `${String(effective.failed).padStart(3)} failed ${String(effective.skipped).padStart(3)} skipped  ${time}`,
    );
  }
}

console.log('\n━━ summary ━━');
for (const line of lines) console.log(line);
console.log(
  `(steps of one phase ran side by side; ${((performance.now() - suiteStarted) / 1000).toFixed(1)}s in all)`,
);
// CI keeps only the end of the output: the failed tests' names come last but one, where it reads.
if (failedTests.length > 0) {
  console.log('\n━━ failed ━━');
  for (const failure of failedTests.slice(0, 30)) console.log(`✗ ${failure}`);
  if (failedTests.length > 30) console.log(`… and ${failedTests.length - 30} more`);
}
console.log(`Summary: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);
