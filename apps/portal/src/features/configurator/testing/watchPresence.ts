import type { Locator } from 'vitest/browser';

/**
 * Watches every change of the page from now on; `stop()` answers whether what `locator` finds
 * was ever gone in between (a button replaced for a moment, under a person's finger).
 */
export function watchPresence(locator: Locator): { stop(): boolean } {
  let gone = locator.query() === null;
  const watch = new MutationObserver(() => {
    gone ||= locator.query() === null;
  });
  watch.observe(document.body, { childList: true, subtree: true, characterData: true });
  return {
    stop: () => {
      watch.disconnect();
      return gone;
    },
  };
}
