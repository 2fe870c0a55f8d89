import type { OwnOptionsProps } from '@lease/ui';
import { lazy, memo, Suspense } from 'react';

// The own options and their form come after the options on the page, mostly below the first
// screen: their code loads with the page, not before it can be used. The server renders them
// with the page, and the browser takes the part over once its code is in.
/** Loads the own options' code; the page's loader starts it, so a visit in the app waits for it. */
export const loadOwnOptions = () => import('./ownOptions.ts');
const OwnOptions = lazy(async () => ({ default: (await loadOwnOptions()).OwnOptions }));

/**
 * `OwnOptions`, loaded after the page's own code. Memoised: given stable props it renders again
 * only when the own options change, not with every answer the page gets.
 */
export const LazyOwnOptions = memo(function LazyOwnOptions(props: OwnOptionsProps) {
  return (
    <Suspense fallback={null}>
      <OwnOptions {...props} />
    </Suspense>
  );
});
