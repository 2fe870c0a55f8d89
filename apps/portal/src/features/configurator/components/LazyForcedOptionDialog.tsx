import type { ForcedOptionDialogProps } from '@lease/ui';
import { lazy, memo, Suspense, useState } from 'react';

/**
 * Loads the dialog's code. The browser loads a module once; later calls share that load. The page
 * starts it as soon as an answer that may force options in or out is on its way, so the dialog
 * does not wait for its code when the answer comes (issue 14: the dialog is about 3 KiB of
 * gzipped JavaScript the page need not load before it can be used).
 */
export const loadForcedOptionDialog = () => import('./ForcedOptionDialog.ts');

const ForcedOptionDialog = lazy(async () => ({
  default: (await loadForcedOptionDialog()).ForcedOptionDialog,
}));

/**
 * `ForcedOptionDialog` with its code loaded on first use. Nothing renders until it first opens;
 * from then on it stays, so it closes with its transition and gives the focus back. It sits in a
 * layer of its own (a modal), so its arrival moves nothing on the page. Memoised: the configurator
 * renders again with every answer, and the dialog's props change only with a forced choice.
 */
export const LazyForcedOptionDialog = memo(function LazyForcedOptionDialog(
  props: ForcedOptionDialogProps,
) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ForcedOptionDialog {...props} />
    </Suspense>
  );
});
