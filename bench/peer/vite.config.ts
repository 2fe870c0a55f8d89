import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The peer page's build, as the portal builds (vite, the React plugin, production mode). The
 * benchmark passes `build.outDir`: a temporary folder, so nothing built lands in the repo.
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  logLevel: 'warn',
  // One chunk, as vite makes it by default: the peer is the stack without any tuning, so its
  // size warning is expected and says nothing here.
  build: { emptyOutDir: true, chunkSizeWarningLimit: 1024 },
});
