import type * as ReactDomClient from 'react-dom/client';
import { mayReloadForChunk } from './chunkReloadGuard.ts';

type Renderer = typeof ReactDomClient;

/**
 * React's renderer, loaded as the app starts rather than with the entry's modules. It creates
 * five errors as it starts, and with DevTools' Runtime domain on (Lighthouse records with it) V8
 * takes each error's stack with source positions by parsing every script on that stack again. At
 * the entry's top level that meant the whole entry chunk, inside the page's longest task; here
 * the stack holds little more than the renderer's own code. Its file loads beside the entry (the
 * boot script preloads it). Should it fail to load, the page reloads once, as for any code chunk;
 * after that the server's page stays as it is, its links working as plain links.
 */
export async function loadRenderer(): Promise<Renderer | null> {
  try {
    return await import('react-dom/client');
  } catch {
    if (mayReloadForChunk(window.location.pathname, Date.now())) window.location.reload();
    return null;
  }
}
