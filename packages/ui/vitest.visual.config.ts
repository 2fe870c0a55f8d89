import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { chromiumProvider, maxWorkers, optimizedDeps } from '../../.storybook/browserTesting.ts';
import { VISUAL_VIEWPORT } from './src/visual/viewport.ts';

const packageDir = path.dirname(fileURLToPath(import.meta.url));
const baselines = path.join(packageDir, 'src/__screenshots__/visual.test.tsx');

// The baselines are pictures drawn by Debian's Chromium on Linux (`-chromium-linux.png`): another
// system draws text and anti-aliasing differently, so there every picture would differ. There the
// harness still checks each story's behaviour and axe in every brand, and skips the comparison.
const baselinesApply = process.platform === 'linux';
if (!baselinesApply) {
  console.warn(
    `Visual baselines are drawn on Linux: screenshot comparisons skipped on ${process.platform}.`,
  );
}

// Every story's behaviour once and its screenshot baselines in every demo brand
// (`src/visual/describeStories.tsx`), in shard files run side by side. The baselines live in one
// folder whichever shard takes a story; `vitest run --project visual -u` rewrites them.
export default defineProject({
  root: packageDir,
  plugins: [react()],
  optimizeDeps: { include: [...optimizedDeps, 'storybook/preview-api', '@storybook/react'] },
  test: {
    name: 'visual',
    maxWorkers,
    include: ['src/visual/shard*.test.tsx'],
    setupFiles: ['src/visual/setup.ts'],
    provide: { visualBaselinesApply: baselinesApply },
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
          resolveScreenshotPath: ({ arg, browserName, platform, ext }) =>
            path.join(baselines, `${arg}-${browserName}-${platform}${ext}`),
        },
      },
    },
  },
});
