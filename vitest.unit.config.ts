import { defineProject } from 'vitest/config';
import { maxWorkers } from './.storybook/browserTesting.ts';

// The `unit` project: pure functions, the gateway, the servers over real HTTP, the scripts, in
// Node. Its own file because two runs use it: the root config's four projects, and the mutation
// check (stryker.config.mjs), which must not start the browser projects for every mutant.
export default defineProject({
  test: {
    name: 'unit',
    environment: 'node',
    maxWorkers,
    // A limit against a hang, not a measure of speed: beside the browser tests on 2 cores a
    // test that takes a second alone (a seed, a lint, a process start) has taken 5 to 50.
    testTimeout: 30_000,
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/*/src/**/*.test.ts',
      'apps/*/server/**/*.test.ts',
      'apps/*/scripts/**/*.test.ts',
      'scripts/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
  },
});
