import { languageOfLocale, localeInRegionOf, type InterfaceLanguage } from '@lease/api';
import { LanguageSwitch } from '@lease/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { withLocale } from '#src/config/paths.ts';
import { useRouteClient } from '#src/hooks/useRouteClient.ts';
import { useRouteLocale } from '#src/hooks/useRouteLocale.ts';

/**
 * The languages the client offers, each a link to the same page in that language (in the same
 * region: from `nl-BE`, French is `fr-BE`); the `i18n` guard remembers the choice (the
 * `i18n_redirected` cookie) as the new page opens. On every layout: a person who cannot read the
 * page must find their language on the login page as much as on an order.
 */
export function PortalLanguageSwitch() {
  const { styling } = useRouteClient();
  const locale = useRouteLocale();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const hrefFor = (language: InterfaceLanguage) =>
    `${withLocale(pathname, localeInRegionOf(language, locale))}${search}`;
  return (
    <LanguageSwitch
      value={languageOfLocale(locale)}
      languages={styling.cTaalCodes}
      defaultLanguage={styling.cStandaardTaal}
      hrefFor={hrefFor}
      onChange={(language, event) => {
        event.preventDefault();
        void navigate(hrefFor(language));
      }}
    />
  );
}
