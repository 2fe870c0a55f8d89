export { ChosenOptions, type ChosenOptionsProps } from './ChosenOptions.tsx';
