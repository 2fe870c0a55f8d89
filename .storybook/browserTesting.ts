/** Settings shared by the two browser test projects (`storybook` and `visual`). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { playwright } from '@vitest/browser-playwright';

/**
 * Headless Chromium as root (no sandbox) on a machine whose network is closed: the browser's
 * background services are off, as their connections would fail and disturb the tests.
 */
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

/** What the Storybook runtime and the test harness load, beyond what the stories import. */
const runtimeDeps = [
  '@emotion/react',
  '@emotion/styled',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'storybook/test',
  'storybook/preview-api',
  '@storybook/react-vite',
  '@storybook/addon-a11y/preview',
  '@storybook/addon-docs/preview',
  'axe-core',
  // The contract's schemas (`@lease/api/contract`, whose constants stories use) load zod/mini; the
  // scan below reads the design system's sources only.
  'zod/mini',
];

/** The preview and the design system's sources run in the browser; the configs run in Node. */
const browserSources = () => [
  fileURLToPath(new URL('./preview.tsx', import.meta.url)),
  ...sourceFiles(fileURLToPath(new URL('../packages/ui/src', import.meta.url))),
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__screenshots__' ? [] : sourceFiles(path);
    // Unit tests (`*.test.ts`) and their helpers run in Node, not in the browser.
    return /\.tsx?$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Every third-party module the browser code imports at run time, read from the sources. Vite must
 * pre-bundle them before the first test: one discovered mid-run makes Vite reload the page and
 * every test of that run fail. Reading the imports keeps the list complete as
 * components add MUI modules, which a hand-kept list did not.
 */
function importedPackages(): string[] {
  const found = new Set<string>();
  const importFrom = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
  for (const file of browserSources()) {
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(importFrom)) {
      const bare = !specifier.startsWith('.') && !specifier.startsWith('/');
      const local = specifier.startsWith('@lease/') || specifier.startsWith('node:');
      // The harness pre-bundles itself; the ICU parser is only used by Node-side message checks.
      const harness = /^(vitest|@vitest\/|@formatjs\/)/.test(specifier);
      if (bare && !local && !harness && !specifier.endsWith('.css')) found.add(specifier);
    }
  }
  return [...found].sort();
}

/** Modules pre-bundled before the first test. */
export const optimizedDeps = [...new Set([...runtimeDeps, ...importedPackages()])];

/**
 * Test files run side by side, one per core. Vitest's default (cores - 1) is one on a two-core
 * machine: the browser waits on Vitest and Vite in turn and one core idles. Each project sets it
 * itself, as projects do not inherit the root config.
 */
export const maxWorkers = '100%';

/** Debian's Chromium driven by Playwright: no test tool downloads a browser (decisions.md §1). */
export function chromiumProvider() {
  return playwright({
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: chromiumFlags,
    },
  });
}
