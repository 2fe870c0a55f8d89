import { defineConfig } from 'vitest/config';
import { maxWorkers } from './.storybook/browserTesting.ts';

// One Vitest run, four projects: `unit` (pure functions, the gateway, the server over real
// HTTP, in Node), `visual` (every story's play function and axe once, then its screenshot
// baselines in every demo brand, in Chromium), `portal` (the portal's routes rendered from the
// real route table in Chromium, on the contract's fixtures) and `storybook` (every story as a
// test through Storybook's own plugin: the same play functions and axe as `visual`, kept for
// Storybook's test panel; `npm test` leaves it out, see scripts/test-all.ts).
export default defineConfig({
  test: {
    projects: [
      {
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
      },
      './.storybook/vitest.config.ts',
      './packages/ui/vitest.visual.config.ts',
      './apps/portal/vitest.config.ts',
    ],
  },
});
