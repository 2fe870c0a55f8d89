import { defineConfig } from 'vitest/config';

// One Vitest run, three projects: `unit` (pure functions, the gateway, the server over real
// HTTP, in Node), `storybook` (every story as a test in Chromium, with axe) and `visual`
// (screenshot baselines of every story in every demo brand, in Chromium).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts'],
        },
      },
      './.storybook/vitest.config.ts',
      './packages/ui/vitest.visual.config.ts',
    ],
  },
});
