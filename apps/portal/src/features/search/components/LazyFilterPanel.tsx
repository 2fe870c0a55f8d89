import { preloadOnIntent, type FilterPanelProps } from '@lease/ui';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { usePortalMessage } from '#src/i18n/usePortalMessage.ts';

/** The panel's code; the browser loads the module once, later calls share that load. */
const loadFilterPanel = () => import('./filterPanelCode.ts');

/**
 * The filter button's handlers that start loading the panel's code as the driver reaches for it.
 * On a phone the panel waits in a closed drawer, so the search loads it then, not with the page
 * (about 25 KiB of the calculator's first JavaScript). A failure here is left to the
 * panel's own load, which shows it.
 */
export const preloadFilterPanelOnIntent = preloadOnIntent(() => {
  loadFilterPanel().catch(() => undefined);
});

const Panel = lazy(async () => ({ default: (await loadFilterPanel()).FilterPanel }));

/** What the panel's place shows while its code loads: a status and blocks shaped like filters. */
function FilterPanelPlaceholder() {
  const message = usePortalMessage();
  return (
    <div aria-busy="true">
      <Typography role="status" variant="body2" sx={{ mb: 1 }}>
        {message('search.filtersLoading')}
      </Typography>
      {[56, 56, 56, 120].map((height, index) => (
        <Skeleton key={index} variant="rounded" height={height} sx={{ mb: 2 }} />
      ))}
    </div>
  );
}

/** `FilterPanel` of the design system, its code loaded when it is first shown. */
export function LazyFilterPanel(props: FilterPanelProps) {
  return (
    <Suspense fallback={<FilterPanelPlaceholder />}>
      <Panel {...props} />
    </Suspense>
  );
}
