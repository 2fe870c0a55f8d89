import type { EmotionCriticalToChunks } from '@emotion/server/create-instance';
import { EMOTION_KEY } from '#src/lib/serverStyles.ts';

/**
 * A weight the browser sets from Roboto's bold file: the portal has the regular (400), medium (500)
 * and bold (700) files, and asked for 600 or more it takes the bold one.
 */
const BOLD_WEIGHT = /font-weight:\s*(?:[6-9]00|bold|bolder)\b/;
/** Elements bold by the browser's own styles and the baseline's. */
const BOLD_ELEMENT = /<(?:strong|b)[\s>]/;

/**
 * Whether a rendered page sets text in bold: by a component's style, or a `<strong>` or `<b>`.
 * The global styles do not count: the baseline's rule for `<strong>` is in every page.
 */
export function setsBoldType(chunks: EmotionCriticalToChunks['styles'], markup: string): boolean {
  return (
    BOLD_ELEMENT.test(markup) ||
    chunks.some(({ key, css }) => key === EMOTION_KEY && BOLD_WEIGHT.test(css))
  );
}
