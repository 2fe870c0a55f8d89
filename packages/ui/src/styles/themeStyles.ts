import { css, type SerializedStyles } from '@emotion/react';
import type { CSSObject, Theme } from '@mui/material/styles';

/**
 * Styles that depend only on the theme, serialised once per theme and reused. Emotion turns a
 * style object into CSS text again on every render of a styled component; for a part rendered
 * often (a list on every keystroke, a card among dozens) that is most of its cost. Use it as
 * `styled('div', { name, slot })(themeStyles((theme) => ({ … })))`; what depends on props goes in
 * classes or data attributes inside the object.
 */
export function themeStyles(build: (theme: Theme) => CSSObject) {
  const cache = new WeakMap<Theme, SerializedStyles>();
  return ({ theme }: { theme: Theme }): SerializedStyles => {
    let styles = cache.get(theme);
    if (!styles) {
      // MUI's CSSObject types theme typography more loosely than Emotion's; the CSS is the same.
      styles = css(build(theme) as Parameters<typeof css>[0]);
      cache.set(theme, styles);
    }
    return styles;
  };
}
