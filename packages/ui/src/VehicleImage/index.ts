export { VehicleImage, type VehicleImageProps } from './VehicleImage.tsx';
