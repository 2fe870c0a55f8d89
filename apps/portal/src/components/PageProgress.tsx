import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { usePortalMessage } from '../i18n/usePortalMessage.ts';

/** Shown while a page's code or data is still on its way; announced as loading. */
export function PageProgress() {
  const message = usePortalMessage();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <CircularProgress aria-label={message('app.loading')} />
    </Box>
  );
}
