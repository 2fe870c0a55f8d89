import LinearProgress from '@mui/material/LinearProgress';
import { useUiText } from '../i18n/useUiText.ts';

export interface NavigationProgressProps {
  /** A navigation is under way (the router is loading the next page): the bar shows. */
  active: boolean;
}

/**
 * A thin bar across the top of the window while the next page's code or data loads, over
 * everything else; nothing while idle. The current page stays usable underneath.
 */
export function NavigationProgress({ active }: NavigationProgressProps) {
  const t = useUiText();
  if (!active) return null;
  return (
    <LinearProgress
      aria-label={t('navigationProgress.label')}
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'tooltip' }}
    />
  );
}
