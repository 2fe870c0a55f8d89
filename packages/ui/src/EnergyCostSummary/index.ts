export { EnergyCostSummary, type EnergyCostSummaryProps } from './EnergyCostSummary.tsx';
