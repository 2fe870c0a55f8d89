import { lazyWhenOpen, type ForcedOptionDialogProps } from '@lease/ui';
import { memo } from 'react';

/**
 * Loads the dialog's code. The browser loads a module once; later calls share that load. The page
 * starts it as soon as an answer that may force options in or out is on its way, so the dialog
 * does not wait for its code when the answer comes (the dialog is about 3 KiB of
 * gzipped JavaScript the page need not load before it can be used).
 */
export const loadForcedOptionDialog = () => import('./ForcedOptionDialog.ts');

/**
 * `ForcedOptionDialog` with its code loaded on first use (`lazyWhenOpen`). It is a modal, so its
 * arrival moves nothing on the page. Memoised: the configurator renders again with every answer,
 * and the dialog's props change only with a forced choice.
 */
export const LazyForcedOptionDialog = memo(
  lazyWhenOpen<ForcedOptionDialogProps>(
    async () => (await loadForcedOptionDialog()).ForcedOptionDialog,
  ),
);
