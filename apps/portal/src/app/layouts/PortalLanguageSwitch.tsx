import { languageOfLocale, type InterfaceLanguage } from '@lease/api';
import { LanguageSwitch } from '@lease/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { withLocale } from '#src/config/paths.ts';
import { useRouteClient } from '#src/hooks/useRouteClient.ts';
import { useRouteLocale } from '#src/hooks/useRouteLocale.ts';

/**
 * The languages the client offers, each a link to the same page in that language; the `i18n`
 * guard remembers the choice (the `i18n_redirected` cookie) as the new page opens.
 */
export function PortalLanguageSwitch() {
  const { styling } = useRouteClient();
  const locale = useRouteLocale();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const hrefFor = (language: InterfaceLanguage) => `${withLocale(pathname, language)}${search}`;
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
