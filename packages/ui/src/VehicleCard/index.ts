export {
  VehicleCard,
  VehicleCardSkeleton,
  type VehicleCardProps,
  type VehicleCardSkeletonProps,
  type VehicleCardVariant,
  type VehicleCardVehicle,
} from './VehicleCard.tsx';
export {
  BODY_TYPE_MESSAGES,
  FUEL_TYPE_MESSAGES,
  bodyTypeMessage,
  catalogueLabel,
  fuelTypeMessage,
  TRANSMISSION_MESSAGES,
  transmissionMessage,
} from './vehicleLabels.ts';
