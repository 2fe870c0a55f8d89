import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumProvider, maxWorkers, optimizedDeps } from './browserTesting.ts';

const configDir = path.dirname(fileURLToPath(import.meta.url));

// Every story is a test: it renders, its play function runs, and axe must find no violation
// (`parameters.a11y.test = 'error'` in preview.tsx). One headless Chromium from the system; no
// test tool downloads a browser (decisions.md §1).
export default defineProject({
  plugins: [storybookTest({ configDir })],
  // Pre-bundle what stories import up front: discovering a dependency mid-run makes Vite reload
  // the page and Vitest lose its runner.
  optimizeDeps: { include: optimizedDeps },
  test: {
    name: 'storybook',
    maxWorkers,
    browser: {
      enabled: true,
      headless: true,
      provider: chromiumProvider(),
      instances: [{ browser: 'chromium' }],
      screenshotFailures: false,
    },
  },
});
