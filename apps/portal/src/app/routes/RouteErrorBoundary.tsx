import { HttpError, isApiError } from '@lease/api';
import { ClientThemeProvider, ErrorPage } from '@lease/ui';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import { apiErrorMessage } from '#src/i18n/apiErrorMessage.ts';
import { AppIntlProvider } from '#src/i18n/AppIntlProvider.tsx';
import { documentLocale } from '#src/i18n/localeForPath.ts';
import { usePortalMessage } from '#src/i18n/usePortalMessage.ts';
import { HomeAction } from './HomeAction.tsx';

/** The status a failed route shows: its own, a 404 from the API, else 500 (spec point 8). */
function statusOf(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (error instanceof HttpError && error.status === 404) return 404;
  return 500;
}

function RouteErrorContent() {
  const error = useRouteError();
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
