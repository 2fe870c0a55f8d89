import { data, replace, type LoaderFunctionArgs } from 'react-router-dom';
import { withLocale } from '../../config/paths.ts';
import { resolveRouteLocale } from '../../i18n/resolveRouteLocale.ts';

/**
 * The i18n guard, as the `{lang}` route's loader so nothing renders under a wrong language: an
 * unsupported language goes to the same path under nl; a first segment that is no language at
 * all fails the route's validation with a 404 (spec point 2).
 */
export function i18nGuard({ params, request }: LoaderFunctionArgs) {
  const resolution = resolveRouteLocale(params.lang);
  if (resolution.kind === 'supported') return null;
  if (resolution.kind === 'not-found') throw data(null, { status: 404 });
  const url = new URL(request.url);
  return replace(`${withLocale(url.pathname, resolution.locale)}${url.search}${url.hash}`);
}
