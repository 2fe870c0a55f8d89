// The parts of the configurator that show only after its first paint, loaded together in one file
// with `import()` as the page renders (LazyAfterFirstPaint.tsx): this module is where the bundler
// cuts them off from the page's own code (ADR 0011).
export { ExplanationPanel, OptionAmounts, VehicleImage } from '@lease/ui';
export { EnergyCost } from './EnergyCost.tsx';
export { OverMaximumAdvice } from './OverMaximumAdvice.tsx';
export { QuoteButton } from './QuoteButton.tsx';
