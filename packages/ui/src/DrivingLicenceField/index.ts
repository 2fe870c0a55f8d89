export { DrivingLicenceField, type DrivingLicenceFieldProps } from './DrivingLicenceField.tsx';
export { drivingLicenceProblem, normalizeDrivingLicence } from './drivingLicence.ts';
