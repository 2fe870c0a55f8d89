import { languageOfLocale } from '@lease/api';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { LoginPanel } from '../../../features/auth/components/LoginPanel.tsx';
import { useRouteClient } from '../../../hooks/useRouteClient.ts';
import { useRouteLocale } from '../../../hooks/useRouteLocale.ts';

/** `/{lang}/{lease}/auth/login`. */
export function LoginRoute() {
  const locale = useRouteLocale();
  const { client } = useRouteClient();
  const navigate = useNavigate();
  // The arrangement choice after login (spec point 4) comes with the choose page; until then an
  // accepted login goes straight to the client home.
  const onLoggedIn = useCallback(() => {
    void navigate(paths.clientHome.getHref(locale, client));
  }, [navigate, locale, client]);

  return <LoginPanel client={client} language={languageOfLocale(locale)} onLoggedIn={onLoggedIn} />;
}
