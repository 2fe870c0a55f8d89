import { randomUUID } from 'node:crypto';
import type { Plugin } from 'vite';
import { buildInfoFiles } from './src/lib/buildInfoFiles.ts';

/**
 * Gives every build an id, as `import.meta.env.VITE_BUILD_ID` in the app and as the files of the
 * new-build check in `dist` (`build/latest.json`, `build/meta/<id>.json`; see
 * `src/lib/buildInfoFiles.ts`). The server serves `/build/` with `no-cache`. `BUILD_ID` in the
 * environment sets the id (e.g. a CI run or commit); otherwise each build gets a random UUID.
 */
export function buildInfo(options: { id?: string; timestamp?: number } = {}): Plugin {
  const id = options.id ?? process.env.BUILD_ID ?? randomUUID();
  const timestamp = options.timestamp ?? Date.now();
  // Checked here, so a bad BUILD_ID fails before the build rather than after it.
  const files = buildInfoFiles(id, timestamp);
  return {
    name: 'lease:build-info',
    config: () => ({ define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(id) } }),
    generateBundle() {
      for (const file of files) this.emitFile({ type: 'asset', ...file });
    },
  };
}
