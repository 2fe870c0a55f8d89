import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

/**
 * What the server says when it does not let someone in: `cStatus` and `cOpmerking` of a login or
 * choice answer (spec points 4 and 8).
 */
export interface Refusal {
  /** The reason, shown as the alert's title. */
  status?: string | null;
  /** The description, shown as the alert's text. */
  description?: string | null;
}

export interface RefusalAlertProps {
  refusal: Refusal;
  /** The title when the server gave no reason, in the interface language. */
  fallbackTitle: string;
}

/** A refusal as an alert: the reason as its title, the description below, as plain text. */
export function RefusalAlert({ refusal, fallbackTitle }: RefusalAlertProps) {
  return (
    <Alert severity="error" role="alert" sx={{ overflowWrap: 'anywhere' }}>
      <AlertTitle>{refusal.status?.trim() || fallbackTitle}</AlertTitle>
      {refusal.description?.trim()}
    </Alert>
  );
}
