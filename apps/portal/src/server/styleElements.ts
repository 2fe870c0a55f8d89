import type { EmotionCriticalToChunks } from '@emotion/server/create-instance';
import { EMOTION_KEY, SERVER_STYLES_ATTRIBUTE } from '#src/lib/serverStyles.ts';

/**
 * The `<style>` elements of a rendered page, from emotion's chunks of it. The component styles go
 * under the portal's own attribute, which emotion's caches in the browser leave in place
 * (serverStyles.ts). A global style (a `<GlobalStyles>`, an animation's keyframes) keeps emotion's
 * attribute, by which its component finds it again, marked (`data-s`) so that a cache made before
 * that component's turn does not move it either.
 */
export function styleElements(chunks: EmotionCriticalToChunks['styles'], nonce: string): string {
  return chunks
    .map(({ key, ids, css }) => {
      const names = ids.join(' ');
      const attributes =
        key === EMOTION_KEY
          ? `${SERVER_STYLES_ATTRIBUTE}="${names}"`
          : `data-emotion="${key} ${names}" data-s=""`;
      return `<style ${attributes} nonce="${nonce}">${css}</style>`;
    })
    .join('');
}
