import {
  ExplanationPanelPlaceholder,
  useServerRendered,
  type ExplanationPanelProps,
} from '@lease/ui';
import { lazy, Suspense } from 'react';
import type { EnergyCostProps } from './EnergyCost.tsx';
import type { QuoteButtonProps } from './QuoteButton.tsx';

// Each of these shows what the page asks for once it is rendered: the calculation and its option
// amounts, the car in its chosen paint, the advice when the calculation is over the maximum. Their code loads from the
// page's first render on, beside those requests, and is there before their answers.
const load = () => import('./afterFirstPaint.ts');

const ExplanationPanel = lazy(async () => ({ default: (await load()).ExplanationPanel }));

/** `VehicleImage`, loaded after the first paint; render it in a `Suspense` boundary. */
export const LazyVehicleImage = lazy(async () => ({ default: (await load()).VehicleImage }));

/** `OptionAmounts`, loaded after the first paint; render it in a `Suspense` boundary. */
export const LazyOptionAmounts = lazy(async () => ({ default: (await load()).OptionAmounts }));

const EnergyCost = lazy(async () => ({ default: (await load()).EnergyCost }));

/** `EnergyCost`, loaded after the first paint with its texts. */
export function LazyEnergyCost(props: EnergyCostProps) {
  return (
    <Suspense fallback={null}>
      <EnergyCost {...props} />
    </Suspense>
  );
}

const QuoteButton = lazy(async () => ({ default: (await load()).QuoteButton }));

/**
 * `QuoteButton`, loaded after the first paint and shown only in the browser: rendered on the
 * server it would be a button that does nothing until its code arrives (its click is lost). The
 * last thing of the summary, it moves nothing when it appears.
 */
export function LazyQuoteButton(props: QuoteButtonProps) {
  // Rendered on the server, and so while the browser takes the page over: not there yet.
  if (useServerRendered()) return null;
  return (
    <Suspense fallback={null}>
      <QuoteButton {...props} />
    </Suspense>
  );
}

/** `OverMaximumAdvice`, loaded after the first paint; render it in a `Suspense` boundary. */
export const LazyOverMaximumAdvice = lazy(async () => ({
  default: (await load()).OverMaximumAdvice,
}));

/**
 * `ExplanationPanel`, loaded after the first paint. At first the panel shows its placeholder
 * either way (the calculation comes after the page): meanwhile that placeholder, so nothing moves
 * when the code arrives.
 */
export function LazyExplanationPanel(props: ExplanationPanelProps) {
  return (
    <Suspense fallback={<ExplanationPanelPlaceholder headingLevel={props.headingLevel} />}>
      <ExplanationPanel {...props} />
    </Suspense>
  );
}
