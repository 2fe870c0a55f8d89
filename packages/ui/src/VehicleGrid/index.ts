export { VehicleGrid, type VehicleGridProps } from './VehicleGrid.tsx';
