import { defineConfig } from 'vitest/config';

// One Vitest run, four projects: `unit` (pure functions, the gateway, the server over real
// HTTP, in Node), `visual` (every story's play function and axe once, then its screenshot
// baselines in every demo brand, in Chromium), `portal` (the portal's routes rendered from the
// real route table in Chromium, on the contract's fixtures) and `storybook` (every story as a
// test through Storybook's own plugin: the same play functions and axe as `visual`, kept for
// Storybook's test panel; `npm test` leaves it out, see scripts/test-all.ts).
export default defineConfig({
  test: {
    projects: [
      './vitest.unit.config.ts',
      './.storybook/vitest.config.ts',
      './packages/ui/vitest.visual.config.ts',
      './apps/portal/vitest.config.ts',
    ],
  },
});
