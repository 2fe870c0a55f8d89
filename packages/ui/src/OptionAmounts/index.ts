export { OptionAmounts, type OptionAmountsProps } from './OptionAmounts.tsx';
