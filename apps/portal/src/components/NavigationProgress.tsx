import LinearProgress from '@mui/material/LinearProgress';
import { useNavigation } from 'react-router-dom';
import { usePortalMessage } from '../i18n/usePortalMessage.ts';

/** A thin bar at the top while the router loads the next page's code or data. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const message = usePortalMessage();
  if (navigation.state === 'idle') return null;
  return (
    <LinearProgress
      aria-label={message('app.loading')}
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'tooltip' }}
    />
  );
}
