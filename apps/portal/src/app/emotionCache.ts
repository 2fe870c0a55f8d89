import createCache, { type EmotionCache } from '@emotion/cache';
import { CSP_NONCE_PLACEHOLDER } from '#src/lib/portalServerCalls.ts';
import { EMOTION_KEY, SERVER_STYLES_ATTRIBUTE } from '#src/lib/serverStyles.ts';

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
  for (const element of doc.querySelectorAll<HTMLStyleElement>(
    `style[${SERVER_STYLES_ATTRIBUTE}]`,
  )) {
    for (const name of (element.getAttribute(SERVER_STYLES_ATTRIBUTE) ?? '').split(' ')) {
      if (name) cache.inserted[name] = true;
    }
    cache.sheet.tags.push(element);
  }
}
