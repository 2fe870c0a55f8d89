export { RangeFilter, type RangeFilterProps } from './RangeFilter.tsx';
export {
  parseWholeNumber,
  validateRange,
  type RangeBounds,
  type RangeMessage,
  type RangeValidation,
  type RangeValue,
} from './validateRange.ts';
