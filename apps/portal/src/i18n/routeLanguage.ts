import {
  DEFAULT_LANGUAGE,
  isSupportedLocale,
  languageOfLocale,
  type InterfaceLanguage,
} from '@lease/api';

/**
 * The interface language of a route's `{lang}` (a loader's `params.lang`): the `i18n` guard has
 * already turned away anything else, so an unknown value only falls back to the default.
 */
export function routeLanguage(lang: string | undefined): InterfaceLanguage {
  return isSupportedLocale(lang) ? languageOfLocale(lang) : DEFAULT_LANGUAGE;
}
