import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { chromiumProvider, maxWorkers, optimizedDeps } from '../../.storybook/browserTesting.ts';

const portalDir = path.dirname(fileURLToPath(import.meta.url));

// The route tests: real route table, real pages, in Chromium, with the contract's fixtures
// answering every call (`src/testing/renderRoute.tsx`); no server, no e2e stack.
export default defineProject({
  root: portalDir,
  plugins: [react()],
  optimizeDeps: {
    include: [
      ...optimizedDeps,
      'msw',
      'react-router-dom',
      '@tanstack/react-query',
      'react-intl',
      '@emotion/cache',
    ],
  },
  test: {
    name: 'portal',
    maxWorkers,
    include: ['src/**/*.test.tsx'],
    // A page waits for its data and renders a page of cards in deferred slices: beside the other
    // browser tests on 2 cores that has taken longer than Vitest's default second. A passing
    // wait ends as soon as it holds, so a longer limit costs nothing but a failing test's time.
    expect: { poll: { timeout: 5_000 } },
    testTimeout: 30_000,
    browser: {
      enabled: true,
      headless: true,
      provider: chromiumProvider(),
      instances: [{ browser: 'chromium' }],
      screenshotFailures: false,
    },
  },
});
