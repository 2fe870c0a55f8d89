import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { chromiumProvider, optimizedDeps } from '../../.storybook/browserTesting.ts';
import { VISUAL_VIEWPORT } from './src/visualViewport.ts';

const packageDir = path.dirname(fileURLToPath(import.meta.url));

// Screenshot baselines of every story in every demo brand. The baselines live beside the test in
// `__screenshots__/visual.test.tsx/`; `vitest run --project visual -u` rewrites them.
export default defineProject({
  root: packageDir,
  plugins: [react()],
  optimizeDeps: { include: [...optimizedDeps, 'storybook/preview-api', '@storybook/react'] },
  test: {
    name: 'visual',
    include: ['src/visual.test.tsx'],
    setupFiles: ['src/visual.setup.ts'],
    browser: {
      enabled: true,
      headless: true,
      provider: chromiumProvider(),
      instances: [{ browser: 'chromium' }],
      viewport: VISUAL_VIEWPORT,
      screenshotFailures: false,
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          // pixelmatch skips anti-aliased pixels itself; any other changed pixel is a change.
          comparatorOptions: { threshold: 0.05, allowedMismatchedPixelRatio: 0 },
        },
      },
    },
  },
});
