import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildInfo } from './buildInfo.ts';
import { compiledMessages } from './compiledMessages.ts';
import { firstPaintHtml } from './firstPaintHtml.ts';
import { muiWithoutCssVariables } from './muiWithoutCssVariables.ts';

export default defineConfig({
  plugins: [react(), buildInfo(), firstPaintHtml(), compiledMessages(), muiWithoutCssVariables()],
  server: {
    // `pnpm dev` talks to the reference API (apps/server) on its default port.
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each page loads, for the budget check
    // (scripts/checkBundleBudget.ts). The server does not serve dot-folders.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // emotion's entry imports hoist-non-react-statics (CommonJS, used by its `withTheme` only)
        // bare, as if for side effects; it has none, and without this rule it stays in the bundle
        // with its own react-is, about 1 KiB on every page.
        moduleSideEffects: [
          { test: /node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
        ],
      },
      output: {
        codeSplitting: {
          groups: [
            // zod and the module that turns its JIT off share a chunk that every other chunk
            // waits for, so the switch is thrown before any schema is built: a schema built
            // first would probe `eval`, which the page's CSP reports (e2e/csp.spec.ts).
            { name: 'zod', test: /node_modules\/zod\/|zodWithoutEval/, priority: 10 },
          ],
        },
      },
    },
  },
});
