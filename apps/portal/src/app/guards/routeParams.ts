import { DEFAULT_LANGUAGE, isSupportedLocale, type SupportedLocale } from '@lease/api';
import type { Params } from 'react-router-dom';

/**
 * The language and client a guard works under. The i18n guard has already turned away a
 * language that is not supported; the client is the URL's, which the client route resolves.
 */
export function guardedRoute(params: Params): { locale: SupportedLocale; client: string } {
  return {
    locale: isSupportedLocale(params.lang) ? params.lang : DEFAULT_LANGUAGE,
    client: params.lease ?? '',
  };
}
