export { ChargeCables, type ChargeCablesProps } from './ChargeCables.tsx';
