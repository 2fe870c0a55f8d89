// Entry point of `npm start` and `npm test`. It runs on whatever Node the machine has (>= 20):
// it only installs the workspace with the pinned pnpm and hands over to a pnpm script, which then
// runs on the project's own Node 24 (the `node` devDependency shadows the system Node there).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const task = process.argv[2];
if (task !== 'start' && task !== 'test') {
  console.error('usage: node scripts/bootstrap.mjs <start|test>');
  process.exit(2);
}

const { packageManager } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url)));
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

function pnpm(args) {
  const result = spawnSync(npx, ['-y', packageManager, ...args], { stdio: 'inherit' });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

// A frozen install is a quick no-op when node_modules already matches the lockfile.
const installStatus = pnpm(['install', '--frozen-lockfile', '--prefer-offline']);
if (installStatus !== 0) process.exit(installStatus);
process.exit(pnpm(['run', `task:${task}`]));
