export { ToggleGroup } from './ToggleGroup.tsx';
