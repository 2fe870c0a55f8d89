import { useUiText } from '@lease/ui';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLoaderData, useLocation } from 'react-router-dom';
import { checkSession } from '#src/lib/activeSession.ts';
import { appDepsOf, type RouteLoaderArgs } from '#src/lib/appDeps.tsx';
import type { RouteHandle } from '#src/lib/routeHandle.ts';
import { DefaultLayoutFrame } from '../layouts/DefaultLayoutRoute.tsx';
import { HomeAction } from './HomeAction.tsx';
import { NotFoundRoute } from './NotFoundRoute.tsx';

export const clientNotFoundHandle = { titleId: 'error.notFound.title' } satisfies RouteHandle;

/** Whether the person who hit the unmatched path is logged in to this client. */
export function clientNotFoundLoader({ context, params }: RouteLoaderArgs): { loggedIn: boolean } {
  const check = checkSession(appDepsOf(context).sessionStore.read(), Date.now());
  return { loggedIn: check.kind === 'active' && check.session.client === params.lease };
}

/**
 * An unmatched path inside a client. A logged-in person keeps the header (and the way to log
 * out) around the "Page not found" message; anyone else sees the plain error page.
 */
export function ClientNotFoundRoute() {
  const { loggedIn } = useLoaderData<typeof clientNotFoundLoader>();
  if (!loggedIn) return <NotFoundRoute />;
  return (
    <DefaultLayoutFrame>
      <NotFoundContent />
    </DefaultLayoutFrame>
  );
}

function NotFoundContent() {
  const t = useUiText();
  const { pathname } = useLocation();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', overflowWrap: 'anywhere' }}>
      <Typography component="h1" variant="h1">
        {t('error.notFoundPath', { path: pathname })}
      </Typography>
      <Typography>{t('error.notFoundDescription')}</Typography>
      <HomeAction />
    </Stack>
  );
}
