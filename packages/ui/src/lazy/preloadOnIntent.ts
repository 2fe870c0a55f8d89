/**
 * The handlers of a button that start loading what it opens as a person reaches for it: a pointer
 * over it, a finger or mouse button pressed on it, the keyboard's focus on it. By the click the
 * code is usually there, so what the button opens rarely waits for it (ADR 0011). Spread them on
 * the button; `preload` must be safe to call again and never throw.
 */
export function preloadOnIntent(preload: () => void) {
  return { onPointerEnter: preload, onPointerDown: preload, onFocus: preload } as const;
}
