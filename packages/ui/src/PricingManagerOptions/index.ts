export {
  PricingManagerOptions,
  type PricingManagerOptionsProps,
} from './PricingManagerOptions.tsx';
