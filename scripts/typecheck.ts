// `pnpm run typecheck`: every TypeScript project of the workspace, checked by TypeScript 7 (the
// native compiler, `typescript-native`), which checks the same code as TypeScript 6 in about half
// the time. TypeScript 6 (`typescript`) stays for what reads types through the compiler's
// JavaScript API, which TypeScript 7 does not offer: typescript-eslint's typed rules and editors.
// A package's own `typecheck` script names its projects: `node scripts/typecheck.ts apps/portal`.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const everyProject = [
  'packages/api',
  'packages/ui',
  'apps/server',
  'apps/portal',
  'apps/portal/server',
  'tsconfig.tools.json',
  'bench/peer',
];

const root = path.resolve(import.meta.dirname, '..');
const named = process.argv.slice(2);
const unknown = named.filter((project) => !everyProject.includes(project));
if (unknown.length > 0) {
  console.error(`typecheck: no such project: ${unknown.join(', ')} (${everyProject.join(', ')})`);
  process.exit(2);
}
const projects = named.length > 0 ? named : everyProject;

const tsc = path.join(
  path.dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')),
  'bin/tsc',
);

let failed = 0;
for (const project of projects) {
  const result = spawnSync(process.execPath, [tsc, '--noEmit', '-p', path.join(root, project)], {
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`typecheck: ${project} failed`);
    failed += 1;
  }
}
process.exit(failed === 0 ? 0 : 1);
