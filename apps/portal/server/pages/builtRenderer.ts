import { existsSync } from 'node:fs';
import type { PageRenderer } from './serverRenderedPages.ts';

/** Where `pnpm build` writes the portal's server build (apps/portal/vite.config.ts). */
const RENDERER = new URL('../../dist-server/renderPage.js', import.meta.url);

/**
 * The built renderer of the portal's pages, when the portal has been built; without it (the dev
 * server, a checkout before `pnpm build`) the pages are rendered in the browser as before.
 */
export function builtRenderer(): { loadRenderer?: () => Promise<PageRenderer> } {
  if (!existsSync(RENDERER)) return {};
  return { loadRenderer: () => import(RENDERER.href) as Promise<PageRenderer> };
}
