// `pnpm run typecheck`: every TypeScript project of the workspace, checked by TypeScript 7 (the
// native compiler, `typescript-native`), which checks the same code as TypeScript 6 in about half
// the time. TypeScript 6 (`typescript`) stays for what reads types through the compiler's
// JavaScript API, which TypeScript 7 does not offer: typescript-eslint's typed rules and editors.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const projects = [
  'packages/api',
  'packages/ui',
  'apps/server',
  'apps/portal',
  'apps/portal/server',
  'tsconfig.tools.json',
  'bench/peer',
];

const tsc = path.join(
  path.dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')),
  'bin/tsc',
);

let failed = 0;
for (const project of projects) {
  const result = spawnSync(process.execPath, [tsc, '--noEmit', '-p', project], {
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`typecheck: ${project} failed`);
    failed += 1;
  }
}
process.exit(failed === 0 ? 0 : 1);
