import { defineConfig } from 'vitest/config';

// One Vitest run, four projects: `unit` (pure functions, the gateway, the server over real
// HTTP, in Node), `storybook` (every story as a test in Chromium, with axe), `visual`
// (screenshot baselines of every story in every demo brand, in Chromium) and `portal` (the
// portal's routes rendered from the real route table in Chromium, on the contract's fixtures).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'apps/*/server/**/*.test.ts',
            'apps/*/scripts/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      './.storybook/vitest.config.ts',
      './packages/ui/vitest.visual.config.ts',
      './apps/portal/vitest.config.ts',
    ],
  },
});
