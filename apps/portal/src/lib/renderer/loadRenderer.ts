import { mayReloadForChunk } from '../chunkReloadGuard.ts';
import type * as ReactDomClient from './reactDomClient.ts';

type Renderer = typeof ReactDomClient;

/**
 * React's renderer, loaded as the app starts rather than with the entry's modules. Made as the
 * entry's modules ran, its marker errors (`withoutStackTraces.ts`) put the entry's top level, the
 * whole entry chunk, on the stack V8 places with DevTools open. Its file loads beside the entry
 * (the boot script preloads it). Should it fail to load, the page reloads once, as for any code
 * chunk; after that the server's page stays as it is, its links working as plain links.
 */
export async function loadRenderer(): Promise<Renderer | null> {
  try {
    return await import('./reactDomClient.ts');
  } catch {
    if (mayReloadForChunk(window.location.pathname, Date.now())) window.location.reload();
    return null;
  }
}
