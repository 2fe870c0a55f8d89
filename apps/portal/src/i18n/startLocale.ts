import { isSupportedLocale, pickLocale, type SupportedLocale } from '@lease/api';

/**
 * The language for a URL that names none (`/`): the one the person last used (the
 * `i18n_redirected` cookie), else the client's own default language (`cStandaardTaal`), else
 * the browser's, else nl.
 */
export function startLocale(
  cookieValue: string | undefined,
  clientDefault: string | null | undefined,
  browserLanguages: readonly string[],
): SupportedLocale {
  if (isSupportedLocale(cookieValue)) return cookieValue;
  return pickLocale(clientDefault ?? undefined, browserLanguages);
}
