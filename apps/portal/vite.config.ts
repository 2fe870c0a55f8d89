import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildInfo } from './buildInfo.ts';
import { compiledMessages } from './compiledMessages.ts';
import { firstPaintHtml } from './firstPaintHtml.ts';

export default defineConfig({
  plugins: [react(), buildInfo(), firstPaintHtml(), compiledMessages()],
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
