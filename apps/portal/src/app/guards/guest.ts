import { redirect, type MiddlewareFunction } from 'react-router-dom';
import { paths } from '#src/config/paths.ts';
import { checkSession } from '#src/lib/activeSession.ts';
import { appDepsOf } from '#src/lib/appDeps.tsx';
import { guardedRoute } from './routeParams.ts';

/**
 * The `guest` guard: a person already logged in to this client has nothing to do on the login
 * page (or the other guest-only pages) and goes to the client home, or to the choose page when
 * they have not chosen their arrangement yet.
 */
export const guest: MiddlewareFunction = ({ context, params }) => {
  const { sessionStore } = appDepsOf(context);
  const { locale, client } = guardedRoute(params);
  const check = checkSession(sessionStore.read(), Date.now());
  if (check.kind === 'active' && check.session.client === client) {
    throw redirect(
      check.session.chosen
        ? paths.clientHome.getHref(locale, client)
        : paths.auth.choose.getHref(locale, client),
    );
  }
};
