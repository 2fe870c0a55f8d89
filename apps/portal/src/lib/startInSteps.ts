/**
 * The steps of the app's start, each in a task of its own. A phone at 4× CPU counts every task
 * over 50 ms as blocking the page; the start's steps run one after another in one task would be
 * one long block, apart they are short ones with the browser free to answer input between them.
 */

/** Resolves in a later task: whatever comes after it starts a task of its own. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Loads the browser's locale data for the page's formats. The first use of `Intl` does that in
 * one piece (about 30 ms on a desktop, over 100 at 4× CPU), and the first render would otherwise
 * do it inside one of its slices: react-intl's provider checks the locale as it starts.
 */
export function loadLocaleData(locale: string): void {
  Intl.NumberFormat.supportedLocalesOf(locale);
}
