import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { useState } from 'react';

/** What index.html carries where the server puts each response's nonce (`static.ts`). */
const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * The CSP nonce that the server gave this page in `<meta name="csp-nonce">`; none under the Vite
 * dev server, which serves the placeholder and sends no policy.
 */
export function readCspNonce(doc: Document = document): string | undefined {
  const value = doc.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  return value && value !== NONCE_PLACEHOLDER ? value : undefined;
}

/**
 * Makes emotion (MUI) put the page's CSP nonce on every <style> tag it creates, so the policy
 * needs no `style-src 'unsafe-inline'`. Call it above everything that renders styles.
 *
 * Why not `createCache({ nonce })` + `CacheProvider`: `@emotion/cache` is only a dependency of
 * `@emotion/react`, not of the portal, so the portal cannot import it. Emotion's default cache
 * reads `sheet.nonce` when it creates a tag, and `<Global>` copies it for its own sheet, so setting
 * it once before the first style is inserted has the same effect.
 */
export function useEmotionNonce(nonce: string | undefined = readCspNonce()): void {
  const cache = useEmotionCache();
  // The initialiser runs once, during the first render, before any child inserts a style.
  useState(() => {
    if (!nonce || !cache) return;
    applyNonce(cache.sheet, nonce);
  });
}

function applyNonce(sheet: { nonce: string | undefined }, nonce: string) {
  sheet.nonce = nonce;
}
