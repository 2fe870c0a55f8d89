export {
  VehicleCard,
  type VehicleCardProps,
  type VehicleCardVariant,
  type VehicleCardVehicle,
} from './VehicleCard.tsx';
export { VehicleCardSkeleton, type VehicleCardSkeletonProps } from './VehicleCardSkeleton.tsx';
export {
  BODY_TYPE_MESSAGES,
  CHARGE_CABLE_MESSAGES,
  FUEL_TYPE_MESSAGES,
  bodyTypeMessage,
  catalogueLabel,
  catalogueMessage,
  chargeCableLabels,
  chargeCableMessage,
  fuelTypeMessage,
  TRANSMISSION_MESSAGES,
  transmissionMessage,
} from './vehicleLabels.ts';
export {
  BIKE_DRIVE_MESSAGES,
  BIKE_KIND_MESSAGES,
  FRAME_TYPE_MESSAGES,
  GEAR_MESSAGES,
  bikeDriveMessage,
  bikeKindMessage,
  bikeValueLabel,
  frameTypeMessage,
  gearMessage,
  type BikeValueField,
} from './bikeLabels.ts';
