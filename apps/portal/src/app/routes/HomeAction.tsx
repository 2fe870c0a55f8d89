import Button from '@mui/material/Button';
import { Link } from 'react-router-dom';
import { paths } from '#src/config/paths.ts';
import { usePortalMessage } from '#src/i18n/usePortalMessage.ts';

/** The way out of an error page: the start page, which finds the right language and client. */
export function HomeAction() {
  const message = usePortalMessage();
  return (
    <Button component={Link} to={paths.home.getHref()} variant="contained">
      {message('error.goHome')}
    </Button>
  );
}
