import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useUiText } from '../i18n/useUiText.ts';

export interface PageProgressProps {
  /** The room it takes while the page is on its way, so the page does not jump; 50vh by default. */
  minHeight?: number | string;
}

/**
 * Stands in for a page whose code or data is still on its way (a `Suspense` fallback, the first
 * load): a spinner in the middle of the page, named "Loading…" for assistive technology.
 */
export function PageProgress({ minHeight = '50vh' }: PageProgressProps) {
  const t = useUiText();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight }}>
      <CircularProgress aria-label={t('pageProgress.label')} />
    </Box>
  );
}
