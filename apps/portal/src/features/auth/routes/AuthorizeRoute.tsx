import { PageProgress } from '@lease/ui';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '#src/config/paths.ts';
import { useRouteClient } from '#src/hooks/useRouteClient.ts';
import { useRouteLocale } from '#src/hooks/useRouteLocale.ts';
import { apiErrorMessage } from '#src/i18n/apiErrorMessage.ts';
import { usePortalMessage } from '#src/i18n/usePortalMessage.ts';
import { useAppDeps } from '#src/lib/appDeps.tsx';
import type { RouteHandle } from '#src/lib/routeHandle.ts';
import { rememberTimeZone } from '#src/lib/timeZoneCookie.ts';
import { handOverFlow } from '../api/loginFlow.ts';
import { refusalOf } from '../components/LoginPanel.tsx';

export const handle = { titleId: 'auth.authorize.title' } satisfies RouteHandle;

/**
 * `/{lang}/{lease}/auth/authorize?token=…` (guest only): the external system hands a person over
 * with a single-use token. It is taken out of the address at once (a token never stays in a URL,
 * the history or a shared link), exchanged for a portal token, and the login continues as after
 * the login form: home, the choose page, or the reason it was refused.
 */
export function Component() {
  const deps = useAppDeps();
  const locale = useRouteLocale();
  const { client } = useRouteClient();
  const navigate = useNavigate();
  const message = usePortalMessage();
  const handOver = useMutation({
    mutationFn: (token: string) => handOverFlow(deps, client, token),
    onSuccess: (result) => {
      if (result.kind === 'home' || result.kind === 'choose') rememberTimeZone();
      if (result.kind === 'home') void navigate(paths.clientHome.getHref(locale, client));
      if (result.kind === 'choose') void navigate(paths.auth.choose.getHref(locale, client));
    },
  });
  const started = useRef(false);
  const { mutate } = handOver;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = new URL(window.location.href).searchParams.get('token')?.trim() ?? '';
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (token) mutate(token);
  }, [mutate]);

  const refusal = refusalOf(handOver.data, message('auth.schemeInactive'));
  const failure = handOver.error ? apiErrorMessage(handOver.error) : null;
  const noToken = handOver.isIdle;
  if (handOver.isPending) return <PageProgress />;
  return (
    <Stack spacing={3}>
      <Alert severity="error" role="alert" sx={{ overflowWrap: 'anywhere' }}>
        {noToken
          ? message('auth.authorize.noToken')
          : failure
            ? message(failure.id, failure.values)
            : [refusal?.status, refusal?.description].filter(Boolean).join(': ')}
      </Alert>
      <Button
        component={Link}
        to={paths.auth.login.getHref(locale, client)}
        variant="contained"
        sx={{ alignSelf: 'flex-start' }}
      >
        {message('auth.authorize.toLogin')}
      </Button>
    </Stack>
  );
}
