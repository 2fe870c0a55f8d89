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
  CHARGE_CABLE_MESSAGES,
  FUEL_TYPE_MESSAGES,
  bodyTypeMessage,
  catalogueLabel,
  chargeCableLabels,
  chargeCableMessage,
  fuelTypeMessage,
  TRANSMISSION_MESSAGES,
  transmissionMessage,
} from './vehicleLabels.ts';
