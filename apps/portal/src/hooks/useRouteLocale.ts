import { DEFAULT_LANGUAGE, isSupportedLocale, type SupportedLocale } from '@lease/api';
import { useParams } from 'react-router-dom';

/** The `{lang}` of the current route; the i18n guard has already turned away anything else. */
export function useRouteLocale(): SupportedLocale {
  const { lang } = useParams();
  return isSupportedLocale(lang) ? lang : DEFAULT_LANGUAGE;
}
