export { IncludedOptions, type IncludedOptionsProps } from './IncludedOptions.tsx';
