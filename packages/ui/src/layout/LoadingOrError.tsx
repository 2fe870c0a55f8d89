import { Alert, Skeleton, Typography } from '@mui/material';

export interface LoadingOrErrorProps {
  /** The error to show instead of the content (the caller's translated text). */
  errorMessage?: string | null;
  /** What is said while loading ("Loading news…"). */
  loadingText: string;
  /** How many placeholder blocks stand in for the content, and how tall each is (px). */
  placeholders: { count: number; height: number };
}

/**
 * What a list shows while it has no items to show yet: its error as an alert, else a loading
 * message (a status, so screen readers hear it) over placeholder blocks shaped like the content.
 * FAQ, news and options share it so their loading and error states look and sound alike.
 */
export function LoadingOrError({ errorMessage, loadingText, placeholders }: LoadingOrErrorProps) {
  if (errorMessage) {
    return (
      <Alert severity="error" role="alert">
        {errorMessage}
      </Alert>
    );
  }
  return (
    <div aria-busy="true">
      <Typography role="status" variant="body2" sx={{ mb: 1 }}>
        {loadingText}
      </Typography>
      {Array.from({ length: placeholders.count }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={placeholders.height} sx={{ mb: 1 }} />
      ))}
    </div>
  );
}
