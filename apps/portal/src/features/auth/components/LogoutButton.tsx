import Button from '@mui/material/Button';
import { usePortalMessage } from '../../../i18n/usePortalMessage.ts';
import { sessionStore } from '../../../lib/sessionStore.ts';

/**
 * Logs out by clearing local storage (spec point 4). It does not navigate: the authenticated
 * guard watches the session and sends the person to the login page of this language and client,
 * the same way it does when the server ends the session.
 */
export function LogoutButton() {
  const message = usePortalMessage();
  return (
    <Button color="inherit" variant="outlined" onClick={() => sessionStore.clear()}>
      {message('auth.logout')}
    </Button>
  );
}
