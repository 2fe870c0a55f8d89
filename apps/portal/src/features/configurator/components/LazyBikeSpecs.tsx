import type { BikeSpecsProps } from '@lease/ui';
import { lazy, Suspense } from 'react';

// A bike's specification shows on a bike's configurator only: a car's page does not load it. The
// server renders it with the page, and the browser takes the part over once its code is in.
const BikeSpecs = lazy(async () => ({ default: (await import('./bikeSpecs.ts')).BikeSpecs }));

/** `BikeSpecs`, loaded only where a bike is configured. */
export function LazyBikeSpecs(props: BikeSpecsProps) {
  return (
    <Suspense fallback={null}>
      <BikeSpecs {...props} />
    </Suspense>
  );
}
