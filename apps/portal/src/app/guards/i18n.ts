import { data, replace, type MiddlewareFunction } from 'react-router-dom';
import { withLocale } from '#src/config/paths.ts';
import { resolveRouteLocale } from '#src/i18n/resolveRouteLocale.ts';
import { rememberLocale } from '#src/lib/localeCookie.ts';

/**
 * The `i18n` guard, on the `{lang}` route, so nothing below renders or loads under a wrong
 * language: an unsupported language goes to the same path under nl; a first segment that is no
 * language at all fails the route's validation with a 404 (spec point 2). A supported one is
 * remembered, so `/` later brings the person back in the language they last used.
 */
export const i18n: MiddlewareFunction = ({ params, request }) => {
  const resolution = resolveRouteLocale(params.lang);
  if (resolution.kind === 'not-found') throw data(null, { status: 404 });
  if (resolution.kind === 'redirect') {
    const url = new URL(request.url);
    throw replace(`${withLocale(url.pathname, resolution.locale)}${url.search}${url.hash}`);
  }
  rememberLocale(resolution.locale);
};
