import { isSupportedLocale } from '@lease/api';
import { replace, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { loadClientStyling } from '../../lib/loadClientStyling.ts';

/** `/{lang}`: no client chosen yet, so the fallback client's login page in that language. */
export async function languageHomeLoader({ params }: LoaderFunctionArgs) {
  // The i18n guard runs beside this loader and redirects an unsupported language itself.
  if (!isSupportedLocale(params.lang)) return null;
  const { client } = await loadClientStyling(undefined);
  return replace(paths.auth.login.getHref(params.lang, client));
}
