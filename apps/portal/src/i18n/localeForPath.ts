import { isSupportedLocale, pickLocale, type SupportedLocale } from '@lease/api';
import { LOCALE_COOKIE, readCookie } from '../lib/localeCookie.ts';

/**
 * The language for a screen shown outside a language route (the first load, a failure above
 * the routes): the URL's own language when it has one, else what `/` would pick.
 */
export function localeForPath(
  pathname: string,
  cookies: string,
  browserLanguages: readonly string[],
): SupportedLocale {
  const first = pathname.split('/')[1];
  if (isSupportedLocale(first)) return first;
  return pickLocale(readCookie(cookies, LOCALE_COOKIE), browserLanguages);
}

/** `localeForPath` for the current document. */
export function documentLocale(): SupportedLocale {
  return localeForPath(window.location.pathname, document.cookie, navigator.languages);
}
