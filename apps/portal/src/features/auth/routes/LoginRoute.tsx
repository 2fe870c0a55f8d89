import { languageOfLocale } from '@lease/api';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '#src/config/paths.ts';
import { useRouteClient } from '#src/hooks/useRouteClient.ts';
import { useRouteLocale } from '#src/hooks/useRouteLocale.ts';
import { usePortalMessage } from '#src/i18n/usePortalMessage.ts';
import type { RouteHandle } from '#src/lib/routeHandle.ts';
import { LoginPanel } from '../components/LoginPanel.tsx';

export const handle = { titleId: 'auth.login.title' } satisfies RouteHandle;

/**
 * `/{lang}/{lease}/auth/login`. A client whose accounts live in the external system (`bOMRMAPI`)
 * offers access requests there (`ticket/create` on `api-mapi`): its login page leads to them.
 */
export function Component() {
  const message = usePortalMessage();
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
  const external = styling.bOMRMAPI ?? false;
  return (
    <Stack spacing={2}>
      <LoginPanel
        client={client}
        language={languageOfLocale(locale)}
        external={external}
        onDone={onDone}
      />
      {external ? (
        <Button
          component={Link}
          to={paths.auth.grantAccess.getHref(locale, client)}
          variant="text"
          sx={{ alignSelf: 'flex-start' }}
        >
          {message('auth.login.requestAccess')}
        </Button>
      ) : null}
    </Stack>
  );
}
