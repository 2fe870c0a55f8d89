import type { DemoClient } from '@lease/api/testing';

/**
 * Where the visual harness takes a story differently from the rule: its behaviour (play function
 * and axe) is checked once, in the story's own globals, and each brand's picture re-themes what
 * that run left on screen. Keys are `<Component>/<Story>`.
 */
export interface VisualStoryOptions {
  /**
   * Mount the story again in each brand and run its play function there: the state it reaches
   * depends on the brand, so re-theming the first brand's state would picture something else.
   */
  playInEachBrand?: true;
  /**
   * How long the story's run may take, when it waits for more than the harness's 15 s allow on a
   * busy machine.
   */
  timeoutMs?: number;
}

export const visualStoryOptions: Readonly<Record<string, VisualStoryOptions>> = {
  // The page starts in the brand of its globals and its play steps through every client back to
  // that one: the state it ends in is the brand it started in.
  'ClientThemeProvider/SwitchClientAtRuntime': { playInEachBrand: true },
  'ClientThemeProvider/SwitchClientScoped': { playInEachBrand: true },
  // Its first search starts a worker that indexes 10,000 labels: beside other browsers on two
  // cores that has taken over 15 s.
  'MultiSelect/SearchLongList': { timeoutMs: 45_000 },
  'MultiSelect/ClearSearch': { timeoutMs: 45_000 },
};

/**
 * The globals a story is photographed in, for one brand: its own, in English unless the story
 * names its language (a story meant for German is reviewed in German).
 */
export function photographGlobals(
  storyGlobals: Record<string, unknown>,
  brand: DemoClient,
): Record<string, unknown> {
  return { ...storyGlobals, brand, locale: storyGlobals.locale ?? 'en' };
}
