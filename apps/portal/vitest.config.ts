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
    browser: {
      enabled: true,
      headless: true,
      provider: chromiumProvider(),
      instances: [{ browser: 'chromium' }],
      screenshotFailures: false,
    },
  },
});
