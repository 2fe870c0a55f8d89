import { redirect, type MiddlewareFunction } from 'react-router-dom';
import { paths } from '#src/config/paths.ts';
import { checkSession } from '#src/lib/activeSession.ts';
import { appDepsOf } from '#src/lib/appDeps.tsx';
import { guardedRoute } from './routeParams.ts';

/**
 * The `authenticated` guard: only a person with a usable session of this client passes. It runs
 * as route middleware, before any loader below it, so a logged-out deep link never sends a
 * request without a token. A token that cannot be read or has expired ends the session here,
 * at the start, instead of showing a page whose first call fails. A person who has logged in
 * but not yet chosen a driver or arrangement can only be on the choose page: the token before
 * the choice opens nothing else on the server either.
 */
export const authenticated: MiddlewareFunction = ({ context, params, request }) => {
  const { sessionStore } = appDepsOf(context);
  const { locale, client } = guardedRoute(params);
  const check = checkSession(sessionStore.read(), Date.now());
  if (check.kind === 'unusable') sessionStore.clear();
  // A session of another client does not count: its token would act for that client under
  // this client's brand.
  if (check.kind !== 'active' || check.session.client !== client) {
    throw redirect(paths.auth.login.getHref(locale, client));
  }
  const choosePage = paths.auth.choose.getHref(locale, client);
  if (!check.session.chosen && new URL(request.url).pathname !== choosePage) {
    throw redirect(choosePage);
  }
};
