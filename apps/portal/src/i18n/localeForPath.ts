import { isSupportedLocale, pickLocale, type SupportedLocale } from '@lease/api';
import { LOCALE_COOKIE, readCookie } from '../lib/localeCookie.ts';

/**
 * The language for a screen shown outside a language route (the first load, a failure above
 * the routes): the URL's own language when it has one, else what `/` would pick. The cookies
 * are read only in the second case.
 */
export function localeForPath(
  pathname: string,
  cookies: () => string,
  browserLanguages: readonly string[],
): SupportedLocale {
  const first = pathname.split('/')[1];
  if (isSupportedLocale(first)) return first;
  return pickLocale(readCookie(cookies(), LOCALE_COOKIE), browserLanguages);
}

/**
 * `localeForPath` for the current document. The app's entry asks as its modules run, and a read
 * of `document.cookie` there is costly with DevTools open (Lighthouse records so): Chromium notes
 * each read with its place in the code, and V8 parses the whole script on the stack again to
 * tell it. On a page of a language route it is not read at all.
 */
export function documentLocale(): SupportedLocale {
  return localeForPath(window.location.pathname, () => document.cookie, navigator.languages);
}
