// `npm test` after installation: every check in order, each step's outcome and time, and one
// closing line of counts that CI reads ("Summary: N passed, N failed, N skipped").
import { spawnSync } from 'node:child_process';
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

const steps: Step[] = [
  { name: 'types', command: ['pnpm', 'run', 'typecheck'] },
  { name: 'lint', command: ['pnpm', 'run', 'lint'] },
  { name: 'format', command: ['pnpm', 'run', 'format:check'] },
  { name: 'build', command: ['pnpm', 'run', 'build'] },
  {
    name: 'JavaScript budgets',
    command: ['pnpm', 'exec', 'node', 'apps/portal/scripts/checkBundleBudget.ts'],
  },
  {
    name: 'unit, stories, visual',
    command: [
      'pnpm',
      'exec',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports}/vitest.json`,
    ],
    counts: vitestCounts,
  },
  { name: 'end-to-end', command: ['pnpm', 'exec', 'playwright', 'test'], counts: playwrightCounts },
];

const total: Counts = { passed: 0, failed: 0, skipped: 0 };
const lines: string[] = [];

for (const step of steps) {
  console.log(`\n━━ ${step.name} ━━ ${step.command.join(' ')}`);
  const started = performance.now();
  const [command, ...args] = step.command as [string, ...string[]];
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  const counts = step.counts?.() ?? (ok ? { passed: 1, failed: 0, skipped: 0 } : null);
  // A runner that crashed before writing its report still counts as a failure.
  const effective = counts ?? { passed: 0, failed: 1, skipped: 0 };
  if (!ok && effective.failed === 0) effective.failed = 1;
  total.passed += effective.passed;
  total.failed += effective.failed;
  total.skipped += effective.skipped;
  lines.push(
    `${ok ? 'ok  ' : 'FAIL'}  ${step.name.padEnd(24)} ${String(effective.passed).padStart(5)} passed ` +
      `${String(effective.failed).padStart(3)} failed ${String(effective.skipped).padStart(3)} skipped  ${seconds}s`,
  );
}

console.log('\n━━ summary ━━');
for (const line of lines) console.log(line);
console.log(`Summary: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);
