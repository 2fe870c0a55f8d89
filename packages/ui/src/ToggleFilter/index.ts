export { ToggleFilter, type ToggleFilterProps } from './ToggleFilter.tsx';
