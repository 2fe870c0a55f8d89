import createCache, { type EmotionCache } from '@emotion/cache';
import { CSP_NONCE_PLACEHOLDER } from '#src/lib/portalServerCalls.ts';
import {
  EMOTION_KEY,
  SERVER_COMPOSED_STYLES_ATTRIBUTE,
  SERVER_STYLES_ATTRIBUTE,
} from '#src/lib/serverStyles.ts';

/**
 * The CSP nonce that the server gave this page in `<meta name="csp-nonce">`; none under the Vite
 * dev server, which serves the placeholder and sends no policy.
 */
export function readCspNonce(doc: Document = document): string | undefined {
  const value = doc.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  return value && value !== CSP_NONCE_PLACEHOLDER ? value : undefined;
}

/**
 * Emotion's cache for the whole portal, carrying the page's CSP nonce on every <style> tag it
 * creates, so the policy needs no `style-src 'unsafe-inline'`.
 */
export function createEmotionCache(
  nonce: string | undefined = readCspNonce(),
  doc: Document = document,
): EmotionCache {
  const cache = createCache({ key: EMOTION_KEY, ...(nonce ? { nonce } : {}) });
  adoptServerStyles(cache, doc);
  return cache;
}

/**
 * Takes the styles of a page the server rendered as the cache's own, where they stand: their
 * names count as written, so a component the server styled writes no rule again, and the cache's
 * next rules follow them (what emotion's own hydration does, without moving the element).
 */
function adoptServerStyles(cache: EmotionCache, doc: Document): void {
  const composed = new Set<string>();
  for (const element of doc.querySelectorAll<HTMLStyleElement>(
    `style[${SERVER_STYLES_ATTRIBUTE}]`,
  )) {
    for (const name of namesIn(element, SERVER_STYLES_ATTRIBUTE)) cache.inserted[name] = true;
    for (const name of namesIn(element, SERVER_COMPOSED_STYLES_ATTRIBUTE)) composed.add(name);
    cache.sheet.tags.push(element);
  }
  if (composed.size > 0) writeLater(cache, composed);
}

function namesIn(element: Element, attribute: string): string[] {
  return (element.getAttribute(attribute) ?? '').split(' ').filter(Boolean);
}

/** How long one task of writing put-off styles may take. */
const WRITE_SLICE_MS = 4;

/**
 * Puts off writing the styles the server's render made but its page does not show
 * (serverStyles.ts): the take-over makes them again as it adopts the page, and written there they
 * were part of its longest task. They are written after it, a few milliseconds' worth per task.
 * No element of the page carries their classes; should one come to before they are written, it
 * waits a task for its rules.
 */
function writeLater(cache: EmotionCache, names: ReadonlySet<string>): void {
  const write = cache.insert;
  const waiting: (() => void)[] = [];
  const writeSome = () => {
    const until = performance.now() + WRITE_SLICE_MS;
    while (waiting.length > 0 && performance.now() < until) waiting.shift()?.();
    if (waiting.length > 0) setTimeout(writeSome, 0);
  };
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (!names.has(serialized.name)) return write(selector, serialized, sheet, shouldCache);
    // Counted as written now: a render before the write does not put it off again.
    cache.inserted[serialized.name] = true;
    const first = waiting.push(() => write(selector, serialized, sheet, shouldCache)) === 1;
    if (first) setTimeout(writeSome, 0);
    return undefined;
  };
}
