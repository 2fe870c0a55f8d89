import { productType, type DataObject } from '@lease/api';

/** How the configurator's texts name what is configured: a bike, else a car. */
export type VehicleKind = 'car' | 'bike';

/** The kind of vehicle the driver's mobility product configures (its settings' `DataObject`). */
export function vehicleKind(dataObject: Pick<DataObject, 'type'> | null | undefined): VehicleKind {
  return productType(dataObject) === 'bike' ? 'bike' : 'car';
}
