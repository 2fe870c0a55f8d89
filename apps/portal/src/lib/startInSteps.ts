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
 * The browser loads its locale data the first time a page uses `Intl`'s number formats (react-intl's
 * provider checks the locale as it starts, every price is formatted): in one piece, 70–85 ms at
 * 4× CPU. These three uses load it in parts that take about 20, 45–60 and 11 ms, the collation
 * taking most of what the number formats share with it; after them a number format costs 1–3 ms.
 */
export const LOCALE_DATA_STEPS: readonly ((locale: string) => unknown)[] = [
  (locale) => new Intl.Locale(locale).maximize(),
  (locale) => new Intl.Collator(locale),
  (locale) => Intl.NumberFormat.supportedLocalesOf(locale),
];

const loading = new Map<string, Promise<void>>();

/**
 * Loads the browser's locale data for the page's formats, each part in a task of its own, once
 * per locale: the start begins it as early as it can, and what needs it waits for the same load.
 */
export function loadLocaleData(locale: string): Promise<void> {
  let load = loading.get(locale);
  if (!load) {
    load = (async () => {
      for (const step of LOCALE_DATA_STEPS) {
        await nextTask();
        try {
          step(locale);
        } catch {
          // Only a head start: the formats meet a locale they cannot use and deal with it.
        }
      }
    })();
    loading.set(locale, load);
  }
  return load;
}
