import { pickLocale } from '@lease/api';
import { replace } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { LOCALE_COOKIE, localeCookie, readCookie } from '../../lib/localeCookie.ts';
import { loadClientStyling } from '../../lib/loadClientStyling.ts';

/**
 * `/`: the remembered language, else the browser's, else nl (decisions.md §3), remembered for a
 * year; then the fallback client's login page, which the server names in its styling answer.
 */
export async function homeLoader() {
  const locale = pickLocale(readCookie(document.cookie, LOCALE_COOKIE), navigator.languages);
  document.cookie = localeCookie(locale);
  const { client } = await loadClientStyling(undefined);
  return replace(paths.auth.login.getHref(locale, client));
}
