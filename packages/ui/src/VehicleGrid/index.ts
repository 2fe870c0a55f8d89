export { PRIORITY_CARD_COUNT, VehicleGrid, type VehicleGridProps } from './VehicleGrid.tsx';
