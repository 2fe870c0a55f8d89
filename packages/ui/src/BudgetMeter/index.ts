export { BudgetMeter, type BudgetMeterProps } from './BudgetMeter.tsx';
