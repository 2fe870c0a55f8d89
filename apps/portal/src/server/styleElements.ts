import type { EmotionCriticalToChunks } from '@emotion/server/create-instance';
import {
  EMOTION_KEY,
  SERVER_COMPOSED_STYLES_ATTRIBUTE,
  SERVER_STYLES_ATTRIBUTE,
} from '#src/lib/serverStyles.ts';

/**
 * The `<style>` elements of a rendered page, from emotion's chunks of it. The component styles go
 * under the portal's own attribute, which emotion's caches in the browser leave in place
 * (serverStyles.ts), with the names of the styles the render made that the page does not show
 * (`composed`). A global style (a `<GlobalStyles>`, an animation's keyframes) keeps emotion's
 * attribute, by which its component finds it again, marked (`data-s`) so that a cache made before
 * that component's turn does not move it either.
 */
export function styleElements(
  chunks: EmotionCriticalToChunks['styles'],
  nonce: string,
  composed: readonly string[] = [],
): string {
  return chunks
    .map(({ key, ids, css }) => {
      const names = ids.join(' ');
      const attributes =
        key === EMOTION_KEY
          ? `${SERVER_STYLES_ATTRIBUTE}="${names}" ${SERVER_COMPOSED_STYLES_ATTRIBUTE}="${composed.join(' ')}"`
          : `data-emotion="${key} ${names}" data-s=""`;
      return `<style ${attributes} nonce="${nonce}">${css}</style>`;
    })
    .join('');
}

/**
 * The names of the styles a render made that the page does not show (serverStyles.ts): every
 * name in the render's cache that no chunk of the page carries.
 */
export function composedStyleNames(
  inserted: Readonly<Record<string, unknown>>,
  chunks: EmotionCriticalToChunks['styles'],
): string[] {
  const shown = new Set(chunks.flatMap((chunk) => chunk.ids));
  return Object.keys(inserted).filter((name) => !shown.has(name));
}
