import createCache, { type EmotionCache } from '@emotion/cache';
import { CSP_NONCE_PLACEHOLDER } from '#src/lib/portalServerCalls.ts';

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
export function createEmotionCache(nonce: string | undefined = readCspNonce()): EmotionCache {
  return createCache({ key: 'css', ...(nonce ? { nonce } : {}) });
}
