import { isSupportedLocale, type EnvironmentStyling, type SupportedLocale } from '@lease/api';
import { replace } from 'react-router-dom';
import { paths } from '#src/config/paths.ts';
import { startLocale } from '#src/i18n/startLocale.ts';
import { checkSession } from '#src/lib/activeSession.ts';
import { appDepsOf, type AppDeps, type RouteLoaderArgs } from '#src/lib/appDeps.tsx';
import { loadClientStyling } from '#src/lib/loadClientStyling.ts';
import { LOCALE_COOKIE, readCookie } from '#src/lib/localeCookie.ts';

/**
 * Where a URL without a client leads: a logged-in person to their own client's home, anyone
 * else to the fallback client's login page (the server names it in its styling answer).
 */
async function startPage(
  deps: AppDeps,
  localeFor: (styling: EnvironmentStyling) => SupportedLocale,
): Promise<string> {
  const check = checkSession(deps.sessionStore.read(), Date.now());
  const ownClient = check.kind === 'active' ? check.session.client : undefined;
  const { client, styling } = await loadClientStyling(deps, ownClient);
  const locale = localeFor(styling);
  return ownClient !== undefined && client === ownClient
    ? paths.clientHome.getHref(locale, client)
    : paths.auth.login.getHref(locale, client);
}

/** `/`: the start page in the language `startLocale` picks. */
export async function homeLoader({ context }: RouteLoaderArgs) {
  const cookie = readCookie(document.cookie, LOCALE_COOKIE);
  return replace(
    await startPage(appDepsOf(context), (styling) =>
      startLocale(cookie, styling.cStandaardTaal, navigator.languages),
    ),
  );
}

/** `/{lang}`: the start page in that language. */
export async function languageHomeLoader({ context, params }: RouteLoaderArgs) {
  // The i18n guard has turned away any other language before this runs.
  const { lang } = params;
  if (!isSupportedLocale(lang)) return null;
  return replace(await startPage(appDepsOf(context), () => lang));
}
