import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import type { EnvironmentStyling } from '@lease/api';
import { ErrorLayout } from '../ErrorLayout/ErrorLayout.tsx';
import { useUiText } from '../i18n/useUiText.ts';

export interface ErrorPageProps {
  /** The HTTP-like status: 404 is "not found", anything else "internal server error". */
  status: number;
  /** The path that was not found, shown in the 404 title. */
  path?: string;
  /** What the visitor can do next, e.g. a link home or a reload button. */
  action?: ReactNode;
  /** The client's styling for the logo; defaults to the nearest `ClientThemeProvider`'s. */
  styling?: EnvironmentStyling | null;
}

/** The error page of spec point 8, inside the error layout. */
export function ErrorPage({ status, path, action, styling }: ErrorPageProps) {
  const t = useUiText();
  const notFound = status === 404;
  const trimmedPath = path?.trim() ?? '';
  const title = notFound
    ? trimmedPath === ''
      ? t('error.notFound')
      : t('error.notFoundPath', { path: trimmedPath })
    : t('error.internal');
  return (
    <ErrorLayout styling={styling}>
      <Typography
        component="p"
        variant="overline"
        sx={{ color: 'text.secondary', fontSize: '0.875rem' }}
      >
        {t('error.statusCode', { status: String(status) })}
      </Typography>
      <Typography component="h1" variant="h1" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <Typography>
        {notFound ? t('error.notFoundDescription') : t('error.internalDescription')}
      </Typography>
      {action}
    </ErrorLayout>
  );
}
