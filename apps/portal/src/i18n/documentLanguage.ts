/**
 * Names the page's language on `<html lang>`, so screen readers pronounce it so, and leaves the
 * element alone when it names that language already: the browser restyles the whole page when
 * `lang` is written, even with the same value (the `:lang()` rules may apply anew), which on a
 * page the server rendered is hundreds of elements, 6-25 ms at full speed on a phone.
 */
export function nameDocumentLanguage(locale: string, root: HTMLElement = document.documentElement) {
  if (root.lang !== locale) root.lang = locale;
}
