/** Settings shared by the two browser test projects (`storybook` and `visual`). */
import { playwright } from '@vitest/browser-playwright';

/** Headless Chromium as root on a closed network (toolchain.md). */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Screenshots must not depend on the machine's font hinting or colour profile.
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
];

/** Modules stories and the preview import, pre-bundled before the first test. */
export const optimizedDeps = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-intl',
  '@mui/material',
  '@mui/material/styles',
  '@mui/material/CssBaseline',
  '@mui/material/ScopedCssBaseline',
  '@emotion/react',
  '@emotion/styled',
  'storybook/test',
  'storybook/preview-api',
  '@storybook/react-vite',
  '@storybook/addon-a11y/preview',
  '@storybook/addon-docs/preview',
  'axe-core',
];

/** Debian's Chromium driven by Playwright: no test tool downloads a browser (decisions.md §1). */
export function chromiumProvider() {
  return playwright({
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: chromiumFlags,
    },
  });
}
