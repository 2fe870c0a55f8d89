import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildInfo } from './buildInfo.ts';

export default defineConfig({
  plugins: [react(), buildInfo()],
  server: {
    // `pnpm dev` talks to the reference API (apps/server) on its default port.
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
