export { Price, type PriceProps } from './Price.tsx';
export { formatPrice, PRICE_FALLBACK } from './formatPrice.ts';
export { OptionPrice, optionPriceText } from './OptionPrice.tsx';
