/**
 * Breaks each guarded behaviour once and checks that its test fails. For every entry
 * of `GUARDED_BEHAVIOURS` it writes the break into the file, runs the guarding Vitest test,
 * and puts the file back, whatever happens. A break whose test still passes "survived": the
 * behaviour is not really guarded, and the run exits 1.
 *
 *   node scripts/check-mutations.ts            every behaviour
 *   node scripts/check-mutations.ts cart 401   those whose description contains "cart" or "401"
 *
 * Not part of `npm test`: it runs the guarding tests once per break, a few minutes in all.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { applyMutation, type Mutation } from './mutations/applyMutation.ts';
import { GUARDED_BEHAVIOURS } from './mutations/guardedBehaviours.ts';

const root = resolve(import.meta.dirname, '..');
const vitest = resolve(root, 'node_modules/.bin/vitest');

/** The file being broken right now, and its original text, so an interrupt can put it back. */
let broken: { path: string; original: string } | null = null;
function restore(): void {
  if (broken) writeFileSync(broken.path, broken.original);
  broken = null;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    restore();
    process.exit(130);
  });
}

function runTests(test: Mutation['test'][]): boolean {
  const project = test[0]?.project ?? 'unit';
  const names = test.flatMap((t) => (t.name ? ['-t', t.name] : []));
  const result = spawnSync(
    vitest,
    ['run', '--project', project, ...test.map((t) => t.file), ...names, '--bail', '1'],
    { cwd: root, stdio: 'ignore', timeout: 5 * 60_000 },
  );
  return result.status === 0;
}

function hasUncommittedChanges(file: string): boolean {
  return spawnSync('git', ['diff', '--quiet', 'HEAD', '--', file], { cwd: root }).status !== 0;
}

type Outcome = 'caught' | 'SURVIVED' | 'not applied';

function check(mutation: Mutation): { outcome: Outcome; note?: string } {
  const path = resolve(root, mutation.file);
  if (hasUncommittedChanges(mutation.file)) {
    return { outcome: 'not applied', note: 'the file has uncommitted changes' };
  }
  const original = readFileSync(path, 'utf8');
  let mutated: string;
  try {
    mutated = applyMutation(original, mutation);
  } catch (error) {
    return { outcome: 'not applied', note: (error as Error).message };
  }
  broken = { path, original };
  try {
    writeFileSync(path, mutated);
    return { outcome: runTests([mutation.test]) ? 'SURVIVED' : 'caught' };
  } finally {
    restore();
  }
}

const filters = process.argv.slice(2).map((f) => f.toLowerCase());
const chosen = GUARDED_BEHAVIOURS.filter(
  (m) => filters.length === 0 || filters.some((f) => m.behaviour.toLowerCase().includes(f)),
);

// The guarding tests must pass unbroken first, or every break would look caught.
for (const project of ['unit', 'portal', 'storybook'] as const) {
  const tests = chosen.map((m) => m.test).filter((t) => t.project === project);
  const files = [...new Set(tests.map((t) => t.file))];
  if (files.length > 0 && !runTests(files.map((file) => ({ project, file })))) {
    console.error(
      `The guarding tests of project ${project} fail without any break; fix them first.`,
    );
    process.exit(1);
  }
}

let failures = 0;
for (const mutation of chosen) {
  const { outcome, note } = check(mutation);
  if (outcome !== 'caught') failures += 1;
  const where = `${mutation.test.file}${mutation.test.name ? ` › ${mutation.test.name}` : ''}`;
  console.log(
    `${outcome.padEnd(11)} ${mutation.behaviour}\n            ${where}${note ? ` (${note})` : ''}`,
  );
}
console.log(`\n${chosen.length - failures} of ${chosen.length} breaks caught by their tests.`);
process.exit(failures === 0 ? 0 : 1);
