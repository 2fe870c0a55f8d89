import { languageOfLocale } from '@lease/api';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '#src/config/paths.ts';
import { useRouteClient } from '#src/hooks/useRouteClient.ts';
import { useRouteLocale } from '#src/hooks/useRouteLocale.ts';
import type { RouteHandle } from '#src/lib/routeHandle.ts';
import { LoginPanel } from '../components/LoginPanel.tsx';

export const handle = { titleId: 'auth.login.title' } satisfies RouteHandle;

/** `/{lang}/{lease}/auth/login`. */
export function Component() {
  const locale = useRouteLocale();
  const { client, styling } = useRouteClient();
  const navigate = useNavigate();
  const onDone = useCallback(
    (next: 'home' | 'choose') => {
      void navigate(
        next === 'home'
          ? paths.clientHome.getHref(locale, client)
          : paths.auth.choose.getHref(locale, client),
      );
    },
    [navigate, locale, client],
  );
  return (
    <LoginPanel
      client={client}
      language={languageOfLocale(locale)}
      external={styling.bOMRMAPI ?? false}
      onDone={onDone}
    />
  );
}
