export { BikeSpecs, type BikeSpecsProps } from './BikeSpecs.tsx';
export { BIKE_SPEC_ROWS, type BikeSpecRow } from './bikeSpecRows.ts';
