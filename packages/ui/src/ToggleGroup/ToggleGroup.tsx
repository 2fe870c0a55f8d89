// The one module that wraps MUI's group; everything else uses this wrapper.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import ToggleButtonGroup, { type ToggleButtonGroupProps } from '@mui/material/ToggleButtonGroup';
import { Suspense } from 'react';

/**
 * MUI's toggle button group, adopted on a server-rendered page in a pass of its own. As it mounts,
 * the group registers its buttons (for the arrow keys) with a state update that React renders at
 * once; inside the page's take-over that update made React run every effect of the page in the
 * same task (on the calculator at 4x CPU, one task of 80 to 180 ms). In a Suspense boundary of
 * its own the group is adopted, and re-rendered, apart. Nothing here ever suspends: the boundary
 * adds no element and shows no fallback.
 */
export function ToggleGroup(props: ToggleButtonGroupProps) {
  return (
    <Suspense fallback={null}>
      <ToggleButtonGroup {...props} />
    </Suspense>
  );
}
