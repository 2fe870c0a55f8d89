import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { visuallyHidden } from '../a11y/visuallyHidden.ts';
import { useUiText } from '../i18n/useUiText.ts';

export interface LogoutButtonProps {
  /** Logs the person out (the portal clears the session); never called while `pending`. */
  onLogout(): void;
  /** A logout is on its way: the button says so, is announced, and ignores further presses. */
  pending?: boolean;
}

/**
 * The logout button for the app bar (`DefaultLayout`'s `actions`). It only reports the press:
 * the app ends the session and decides where to go, as it does when the server ends it.
 */
export function LogoutButton({ onLogout, pending = false }: LogoutButtonProps) {
  const t = useUiText();
  return (
    <>
      <Button
        color="inherit"
        variant="outlined"
        // `aria-disabled` rather than `disabled`: a disabled button drops the keyboard focus,
        // and a person pressing it would land at the top of the page with no word of what happens.
        aria-disabled={pending || undefined}
        startIcon={pending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        onClick={pending ? undefined : onLogout}
        sx={{ '&[aria-disabled="true"]': { cursor: 'progress' } }}
      >
        {pending ? t('logout.pending') : t('logout.button')}
      </Button>
      {/* Always in the page, so screen readers hear the text when it appears. */}
      <span role="status" style={visuallyHidden}>
        {pending ? t('logout.pending') : null}
      </span>
    </>
  );
}
