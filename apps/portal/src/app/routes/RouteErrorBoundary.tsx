import { HttpError, isApiError, SessionEndedError } from '@lease/api';
import { ClientThemeProvider, ErrorPage, PageProgress } from '@lease/ui';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isCancelledError } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useLocation, useRevalidator, useRouteError } from 'react-router-dom';
import { useStoredSession } from '#src/hooks/useStoredSession.ts';
import { apiErrorMessage } from '#src/i18n/apiErrorMessage.ts';
import { AppIntlProvider } from '#src/i18n/AppIntlProvider.tsx';
import { documentLocale } from '#src/i18n/localeForPath.ts';
import { usePortalMessage } from '#src/i18n/usePortalMessage.ts';
import { isChunkLoadError, mayReloadForChunk } from '#src/lib/chunkReloadGuard.ts';
import { HomeAction } from './HomeAction.tsx';

/** The status a failed route shows: its own, a 404 from the API, else 500 (spec point 8). */
function statusOf(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (error instanceof HttpError && error.status === 404) return 404;
  return 500;
}

/**
 * A page whose call found the session ended (a 401 while loading) is no error to show: the
 * session is already cleared, so running the route again lets the `authenticated` guard take
 * the person to the login page.
 */
function SessionEnded() {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    void revalidate();
  }, [revalidate]);
  return <PageProgress />;
}

/**
 * Whether a route failed because the session ended: the call that found it out fails with
 * `SessionEndedError`; the page's other calls, cancelled when the session's cached data was
 * dropped, fail as cancelled while no session is left.
 */
function sessionEnded(error: unknown, hasSession: boolean): boolean {
  return error instanceof SessionEndedError || (!hasSession && isCancelledError(error));
}

/**
 * A page whose code could not be loaded (a deployment replaced it): reloaded from the server once
 * per 10 s per path; past that, the error page offers the reload instead of looping.
 */
function ChunkFailed() {
  const { pathname } = useLocation();
  const message = usePortalMessage();
  const [reloading] = useState(() => mayReloadForChunk(pathname, Date.now()));
  useEffect(() => {
    if (reloading) window.location.reload();
  }, [reloading]);
  if (reloading) return <PageProgress />;
  return (
    <ErrorPage
      status={500}
      action={
        <Button variant="contained" onClick={() => window.location.reload()}>
          {message('error.reload')}
        </Button>
      }
    />
  );
}

function RouteErrorContent() {
  const error = useRouteError();
  const hasSession = useStoredSession() !== null;
  if (sessionEnded(error, hasSession)) return <SessionEnded />;
  if (isChunkLoadError(error)) return <ChunkFailed />;
  return <RouteFailure error={error} />;
}

function RouteFailure({ error }: { error: unknown }) {
  const { pathname } = useLocation();
  const message = usePortalMessage();
  const status = statusOf(error);
  // A failed call gets its translated reason and a retry, since it may well pass next time.
  const failure = isApiError(error) ? apiErrorMessage(error) : null;
  const action = failure ? (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>{message(failure.id, failure.values)}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {message('error.retry')}
      </Button>
    </Stack>
  ) : (
    <HomeAction />
  );
  return <ErrorPage status={status} path={status === 404 ? pathname : undefined} action={action} />;
}

export interface RouteErrorBoundaryProps {
  /**
   * For the boundary above every route: nothing around it provides texts or a theme yet, so it
   * brings its own (the URL's language, the neutral brand).
   */
  standalone?: boolean;
}

/** The router's `errorElement`: a failed loader, lazy page or render shows the error page. */
export function RouteErrorBoundary({ standalone = false }: RouteErrorBoundaryProps) {
  if (!standalone) return <RouteErrorContent />;
  return (
    <AppIntlProvider locale={documentLocale()}>
      <ClientThemeProvider styling={{}}>
        <RouteErrorContent />
      </ClientThemeProvider>
    </AppIntlProvider>
  );
}
